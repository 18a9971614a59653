import { z } from 'zod/mini';
import { parseGstin } from '../gst/gstin';
import { GST_UNIT_CODES } from '../gst/codes';
import { isHsnOrSac } from '../gst/hsn';
import { GST_RATE_SCHEDULE } from '../gst/rates';
import { toHundredths } from '../money/paise';
import { MAX_AMOUNT_TEXT } from './fields';
import { LIMITS, MESSAGES } from './messages';

// A shop's GST registration (product §16): none (the default, and every shop's before it
// turns GST on), regular (tax invoices) or composition (bills of supply, no tax).

export const GST_REGISTRATIONS = ['none', 'regular', 'composition'] as const;
export type GstRegistration = (typeof GST_REGISTRATIONS)[number];

/** A shop's GST settings as stored; the API answers the rate in percent (`GstSettingsDto`). */
export type GstSettings = {
  registration: GstRegistration;
  /** Upper case, checked; '' when not registered. */
  gstin: string;
  legalName: string;
  /** The GSTIN's first two digits; '' when not registered. */
  stateCode: string;
  pricesIncludeTax: boolean;
  /** Basis points: 18 % is 1800. */
  defaultRateBps: number;
  /** '' when none is set. */
  defaultHsn: string;
};

/** Longer than any GSTIN typed with spaces around it: refused before it is read. */
const MAX_GSTIN_TEXT = 20;
/** HSN codes are at most 8 digits. */
const MAX_HSN_TEXT = 8;

/** Every rate any schedule has had (percent × 100); whether one is in force is the day's question. */
const KNOWN_RATES = new Set(GST_RATE_SCHEDULE.flatMap((schedule) => schedule.ratesBps));

/**
 * A GST rate in percent (`18`, `0.25`, `"1.5"`), answered as a number of percent, so that
 * what a form sends on after checking it is checked the same way again by the server.
 */
export const gstRatePercent = z.pipe(
  z.union([z.number(), z.string()], { error: MESSAGES.gstRateInvalid }),
  z.transform((raw, ctx) => {
    const text = typeof raw === 'string' ? raw.trim() : raw;
    let bps: number | null = null;
    if (typeof text === 'number' || (text !== '' && text.length <= MAX_AMOUNT_TEXT)) {
      try {
        bps = toHundredths(text);
      } catch {
        bps = null;
      }
    }
    if (bps !== null && KNOWN_RATES.has(bps)) return bps / 100;
    ctx.issues.push({ code: 'custom', message: MESSAGES.gstRateInvalid, input: raw });
    return z.NEVER;
  }),
);

/** An HSN (goods) or SAC (services) code; '' when none is given. */
export const hsnCode = z.pipe(
  z.string({ error: MESSAGES.hsnInvalid }).check(z.trim()),
  z.transform((value, ctx) => {
    if (value === '' || (value.length <= MAX_HSN_TEXT && isHsnOrSac(value))) return value;
    ctx.issues.push({ code: 'custom', message: MESSAGES.hsnInvalid, input: value });
    return z.NEVER;
  }),
);

/** A GST unit quantity code. */
export const gstUnitField = z.enum(GST_UNIT_CODES, {
  error: MESSAGES.gstUnitInvalid,
});

const GSTIN_MESSAGES = {
  length: MESSAGES.gstinLength,
  format: MESSAGES.gstinFormat,
  state: MESSAGES.gstinState,
  checksum: MESSAGES.gstinChecksum,
} as const;

/** A GSTIN as typed; checked, upper-cased, with its state code; '' when none is given. */
export const gstinField = z.pipe(
  z
    .string({ error: MESSAGES.gstinFormat })
    .check(z.trim(), z.maxLength(MAX_GSTIN_TEXT, MESSAGES.gstinLength)),
  z.transform((value, ctx) => {
    if (value === '') return { gstin: '', stateCode: '' };
    const parsed = parseGstin(value);
    if (parsed.ok) return { gstin: parsed.gstin, stateCode: parsed.stateCode };
    ctx.issues.push({ code: 'custom', message: GSTIN_MESSAGES[parsed.reason], input: value });
    return z.NEVER;
  }),
);

/**
 * Settings → GST, as the form sends it. A registered shop names its GSTIN (its state comes
 * from it); the legal name defaults to the shop's name, which the service knows.
 */
export const gstSettingsInput = z.pipe(
  z.object({
    registration: z.enum(GST_REGISTRATIONS, { error: MESSAGES.invalidOption }),
    // A default is the parsed value (zod does not parse it again).
    gstin: z._default(gstinField, { gstin: '', stateCode: '' }),
    legalName: z._default(
      z.string().check(z.trim(), z.maxLength(LIMITS.name, MESSAGES.tooLong(LIMITS.name))),
      '',
    ),
    pricesIncludeTax: z._default(z.boolean({ error: MESSAGES.invalidOption }), true),
    defaultRate: z._default(gstRatePercent, 18),
    defaultHsn: z._default(hsnCode, ''),
  }),
  z.transform(({ gstin, ...rest }, ctx) => {
    if (rest.registration !== 'none' && gstin.gstin === '') {
      ctx.issues.push({
        code: 'custom',
        message: MESSAGES.gstinRequired,
        input: '',
        path: ['gstin'],
      });
      return z.NEVER;
    }
    return { ...rest, ...gstin };
  }),
);
export type GstSettingsInput = z.infer<typeof gstSettingsInput>;
