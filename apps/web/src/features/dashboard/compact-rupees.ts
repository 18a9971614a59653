import { formatCompact } from '@khatabill/domain';

/** A dashboard amount in rupees, abbreviated like its counts: `₹999`, `₹1.2K`, `-₹3.4M`. */
export function formatCompactRupees(rupees: number): string {
  const text = formatCompact(rupees);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}
