import { DEFAULT_TIME_ZONE } from '@khatabill/domain';

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
