import { formatCompact, formatRupeeNumber } from '@khatabill/domain';

/** Where the dashboard starts abbreviating amounts (spec: K from 1,000). */
const ABBREVIATE_FROM_RUPEES = 1_000;

/**
 * A dashboard amount in rupees: below 1,000 written as every other amount in the app
 * (`₹950.50`, `₹999`), from 1,000 abbreviated like its counts (`₹1.2K`, `-₹3.4M`).
 */
export function formatCompactRupees(rupees: number): string {
  if (Math.abs(rupees) < ABBREVIATE_FROM_RUPEES) return formatRupeeNumber(rupees);
  const text = formatCompact(rupees);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}
