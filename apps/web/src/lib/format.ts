import { DEFAULT_TIME_ZONE, type CalendarDay, type ShopLocation } from '@khatabill/domain';

// Bills belong to the shop's day in India (DESIGN §2 "Time"), wherever the reader's phone is.
const billDateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: DEFAULT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO instant as the shop sees it, e.g. `5 Mar 2026, 4:30 pm`. */
export function formatBillDate(iso: string): string {
  return billDateFormat.format(new Date(iso));
}

// A calendar day is already the shop's day: formatted as it is, in UTC, never shifted.
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A shop-local `YYYY-MM-DD` day, e.g. `5 Mar 2026`. */
export function formatDay(day: CalendarDay): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** A shop's address on one line, the parts it filled in: `12 MG Road, Pune, Maharashtra, 411001, India`. */
export function formatAddress({ address, city, state, pincode, country }: ShopLocation): string {
  return [address, city, state, pincode, country].filter((part) => part.trim() !== '').join(', ');
}
