import { paise, rupeesToPaise, type Paise } from './paise';

/** Indian digit grouping: the last three digits, then groups of two (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/**
 * `₹1,23,456.50`, `₹500`, `-₹500`. Built from the integer paise rather than Intl so the
 * result is exact and identical on every runtime.
 */
export function formatRupees(p: Paise): string {
  const abs = Math.abs(p);
  const rupees = Math.floor(abs / 100);
  const fraction = abs % 100;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${p < 0 ? '-' : ''}₹${groupIndian(String(rupees))}${decimals}`;
}

/** An amount the API answered in rupees, shown as `₹1,23,456.50`; exact through paise. */
export function formatRupeeNumber(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/** Quantity × a price in rupees, multiplied in exact paise so a line never drifts by a paisa. */
export function formatLineTotal(quantity: number, priceRupees: number): string {
  return formatRupees(paise(quantity * rupeesToPaise(priceRupees)));
}

/** Paise as rupees with exactly two decimals and no grouping (`1250.50`), as UPI links write them. */
export function toDecimalRupees(p: Paise): string {
  const abs = Math.abs(p);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${p < 0 ? '-' : ''}${Math.floor(abs / 100)}.${fraction}`;
}

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * Dashboard abbreviation: below 1,000 as is (at most two decimals), then K and M with one
 * decimal and no trailing ".0". A value that rounds up to the next unit moves to it
 * (999,950 → 1M, not 1000K).
 */
export function formatCompact(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const hundredths = Number(abs.toFixed(2));
  if (hundredths < 1_000) return sign + trimZeros(hundredths.toFixed(2));
  const thousands = Number((abs / 1_000).toFixed(1));
  if (thousands < 1_000) return `${sign}${trimZeros(thousands.toFixed(1))}K`;
  return `${sign}${trimZeros((abs / 1_000_000).toFixed(1))}M`;
}
