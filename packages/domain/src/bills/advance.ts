import { paise, rupeesToPaise, type Paise } from '../money/paise';

/** Service Handling labels whose value is an advance already paid (product §9). */
export const ADVANCE_LABELS = [
  'advanceAmount',
  'Advance Amount',
  'Advance Paid',
  'Advance Collected',
] as const;

const ADVANCE_KEYS = new Set(ADVANCE_LABELS.map((label) => label.toLowerCase()));

/** Shops type their own field labels, so case and surrounding spaces are not significant. */
export function isAdvanceLabel(label: string): boolean {
  return ADVANCE_KEYS.has(label.trim().toLowerCase());
}

/** Sum of the advance fields in the Service Handling values; empty or unreadable values count as 0. */
export function advanceFromServiceInfo(info: Readonly<Record<string, string>>): Paise {
  let total = 0;
  for (const [label, value] of Object.entries(info)) {
    if (!isAdvanceLabel(label) || value.trim() === '') continue;
    try {
      const amount = rupeesToPaise(value);
      if (amount > 0) total += amount;
    } catch {
      // Validation rejects such values on input; stored legacy text must not break totals.
    }
  }
  return paise(total);
}
