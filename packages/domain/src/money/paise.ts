/** Money is always an integer number of paise; rupees exist only at the API and UI edges. */
export type Paise = number & { readonly __brand: 'Paise' };

/** Brands a number as paise, refusing anything that is not a safe integer. */
export function paise(n: number): Paise {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Not a whole number of paise: ${n}`);
  }
  // Normalise -0 so that totals never print or compare as "-0".
  return (n === 0 ? 0 : n) as Paise;
}

export const ZERO_PAISE = paise(0);

const DECIMAL_STRING = /^(-?)(\d*)(?:\.(\d{0,2}))?$/;
/** Longer than any amount a safe integer of hundredths can hold: refused before the pattern. */
const MAX_DECIMAL_TEXT = 20;

/**
 * Parses a decimal with at most two fractional digits into hundredths (rupees → paise,
 * percent → basis points) without letting floating point decide the result.
 */
export function toHundredths(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    // toFixed(2) rounds; if that changes the number, it had more than two decimals.
    if (Number(value.toFixed(2)) !== value) {
      throw new RangeError(`More than two decimals: ${value}`);
    }
    return paise(Math.round(value * 100));
  }
  const text = value.trim();
  const match = text.length <= MAX_DECIMAL_TEXT ? DECIMAL_STRING.exec(text) : null;
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not an amount with at most two decimals: "${value}"`);
  }
  const magnitude = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`Amount too large: "${value}"`);
  return paise(Number(sign === '-' ? -magnitude : magnitude));
}

/** Rupees (number or decimal string, at most two decimals) to paise; RangeError otherwise. */
export function rupeesToPaise(rupees: number | string): Paise {
  return toHundredths(rupees) as Paise;
}

/** True when `value` converts to paise exactly (finite, at most two decimals, safe size). */
export function isRupeeAmount(value: number | string): boolean {
  try {
    rupeesToPaise(value);
    return true;
  } catch {
    return false;
  }
}

/** Paise to rupees for JSON answers; p / 100 is the double nearest the exact two-decimal value. */
export function paiseToRupees(p: Paise): number {
  return p / 100;
}

/** Digits with at most two decimals, allowing the partial states met while typing ("", "12.", ".5"). */
export const MONEY_INPUT_PATTERN = /^\d*(\.\d{0,2})?$/;
