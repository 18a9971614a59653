import { isGstStateCode } from './codes';

// A GSTIN (Goods and Services Tax Identification Number): 15 characters, the state's two
// digits, the holder's PAN (5 letters, 4 digits, a letter), the registration's number within
// the PAN and state (1–9, then A–Z), 'Z' by default, and a check character. Only a current
// state code is accepted: Daman and Diu's registrations (25) moved to 26 when it merged in
// 2020, and GST began in 2017 with 37 for Andhra Pradesh, so none is issued under 28.

const GSTIN_LENGTH = 15;
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type GstinProblem = 'length' | 'format' | 'state' | 'checksum';
export type ParsedGstin =
  { ok: true; gstin: string; stateCode: string } | { ok: false; reason: GstinProblem };

/**
 * The check character GSTN computes over the first 14: each character's value (0–9, A–Z =
 * 10–35) times 1 or 2 in turn, the product's base-36 digits added, and the sum's complement
 * to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const value = CHARACTERS.indexOf(first14.charAt(index));
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14.charAt(index)}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN as typed (spaces around it and lower case allowed), checked to its last character. */
export function parseGstin(input: string): ParsedGstin {
  const gstin = input.trim().toUpperCase();
  if (gstin.length !== GSTIN_LENGTH) return { ok: false, reason: 'length' };
  if (!GSTIN_PATTERN.test(gstin)) return { ok: false, reason: 'format' };
  const stateCode = gstin.slice(0, 2);
  if (!isGstStateCode(stateCode)) return { ok: false, reason: 'state' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return { ok: false, reason: 'checksum' };
  }
  return { ok: true, gstin, stateCode };
}
