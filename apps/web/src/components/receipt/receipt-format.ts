import { DEFAULT_TIME_ZONE, formatRupees, paise, rupeesToPaise } from '@khatabill/domain';

/** An amount the API answered in rupees, shown as `₹1,23,456.50`. */
export function formatAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/** Quantity × price in exact paise, so a line total never drifts by a paisa. */
export function formatLineTotal(quantity: number, price: number): string {
  return formatRupees(paise(quantity * rupeesToPaise(price)));
}

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
