// HSN codes (goods) and SAC codes (services, chapter 99) as an invoice prints them.

const DIGITS = /^[0-9]+$/;
const HSN_LENGTHS = new Set([4, 6, 8]);
const SAC_LENGTH = 6;
const SAC_CHAPTER = '99';

/** A SAC: a service's code, six digits of chapter 99. */
export function isSac(code: string): boolean {
  return code.length === SAC_LENGTH && code.startsWith(SAC_CHAPTER) && DIGITS.test(code);
}

/** An HSN of 4, 6 or 8 digits for goods, or a SAC for a service. */
export function isHsnOrSac(code: string): boolean {
  if (code.startsWith(SAC_CHAPTER)) return isSac(code);
  return HSN_LENGTHS.has(code.length) && DIGITS.test(code);
}
