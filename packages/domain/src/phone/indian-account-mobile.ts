import { INDIA_CALLING_CODE, compact } from './phone';

// An account mobile with India's code, read by India's rule alone: the web app's phone field
// checks these without libphonenumber (account-mobile.ts). Apart from phone.ts, which every
// billing screen loads.

/** India's calling code and nothing but digits after it, as the web app's phone field writes a number. */
const DIALLED_IN_INDIA = /^\+91\d*$/;
/** The same with a mobile: a leading 0, the trunk prefix many people type, is dropped. */
const DIALLED_INDIAN_MOBILE = /^\+910?([6-9]\d{9})$/;

/** Whether a number is `+91` and digits: India's rule alone decides it (`normalizeIndianAccountMobile`). */
export function isDialledInIndia(s: string): boolean {
  return DIALLED_IN_INDIA.test(compact(s));
}

/**
 * A number dialled in India (`isDialledInIndia`) → its E.164 when it is a mobile, else null:
 * libphonenumber answers the same for these, so the web app checks them without its metadata.
 */
export function normalizeIndianAccountMobile(s: string): string | null {
  const national = DIALLED_INDIAN_MOBILE.exec(compact(s))?.[1];
  return national === undefined ? null : `+${INDIA_CALLING_CODE}${national}`;
}
