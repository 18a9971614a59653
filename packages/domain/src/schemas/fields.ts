import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { isCalendarDay, toShopDay } from '../dates/shop-time';
import { paiseToRupees, rupeesToPaise, type Paise } from '../money/paise';
import { toTenDigits } from '../phone/phone';
import { LIMITS, MESSAGES } from './messages';

// zod/mini comes without messages of its own: a check given none answers zod's English, as
// the full build did, in API answers and forms alike. Here, in the module every form's
// schema uses, so a bundle that has the schemas has the messages too.
z.config(en());

/** A trimmed string that must not be empty; a missing field gets the same message as an empty one. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, MESSAGES.tooLong(max)));
}

export function optionalText(max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, MESSAGES.tooLong(max))));
}

/**
 * Signs, digits and at most one point: anything else is not an amount at all. Written so
 * that it runs in linear time (`\d*\.?\d*` backtracks quadratically on a long digit run),
 * and only ever meets strings capped at `MAX_AMOUNT_TEXT` characters.
 */
const NUMERIC_TEXT = /^-?\d*(?:\.\d*)?$/;
/** ₹10,00,00,000.00 is 12 characters; room for a sign and spaces, and no more. */
export const MAX_AMOUNT_TEXT = 15;
/** A mobile number as people type it, spaces, dashes and "+91" included. */
export const MAX_MOBILE_TEXT = 32;

function isAmountText(text: string): boolean {
  return text.length <= MAX_AMOUNT_TEXT && NUMERIC_TEXT.test(text);
}

type RupeesOptions = {
  /** Message when the amount is zero; omit to allow zero. */
  positiveMessage?: string;
  /** Message when the field is missing or empty. */
  requiredMessage?: string;
};

/**
 * An amount in rupees, sent as a number or a decimal string: at most two decimals,
 * not negative, at most ₹10 crore. Answers a number of rupees that converts to paise exactly.
 */
export function rupees({
  positiveMessage,
  requiredMessage = MESSAGES.amountRequired,
}: RupeesOptions = {}) {
  return z.pipe(
    z.union([z.number(), z.string()], { error: requiredMessage }),
    z.transform((raw, ctx) => {
      const value = typeof raw === 'string' ? raw.trim() : raw;
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      };
      if (value === '') return fail(requiredMessage);
      if (typeof value === 'string' && !isAmountText(value)) return fail(MESSAGES.amountInvalid);
      let amount: Paise;
      try {
        amount = rupeesToPaise(value);
      } catch {
        return fail(MESSAGES.moneyFormat);
      }
      if (amount < 0) return fail(MESSAGES.amountNegative);
      if (amount === 0 && positiveMessage) return fail(positiveMessage);
      if (amount > LIMITS.amountRupees * 100) return fail(MESSAGES.amountTooLarge);
      return paiseToRupees(amount);
    }),
  );
}

/**
 * A required string checked and normalised in one step, so each value gets exactly one
 * message (an empty value "required", anything else unreadable `invalidMessage`). Values
 * longer than `maxLength` are unreadable before `normalize` ever sees them.
 */
export function normalizedText(
  requiredMessage: string,
  invalidMessage: string,
  normalize: (value: string) => string | null,
  maxLength: number,
) {
  return z.pipe(
    z.string({ error: requiredMessage }).check(z.trim()),
    z.transform((value, ctx) => {
      const normalized = value === '' || value.length > maxLength ? null : normalize(value);
      if (normalized !== null) return normalized;
      ctx.issues.push({
        code: 'custom',
        message: value === '' ? requiredMessage : invalidMessage,
        input: value,
      });
      return z.NEVER;
    }),
  );
}

/** A customer's Indian mobile, 10 digits or +91 form; answered as the 10 digits. */
export const indianMobile = normalizedText(
  MESSAGES.mobileRequired,
  MESSAGES.invalidMobile,
  toTenDigits,
  MAX_MOBILE_TEXT,
);

/**
 * An Indian mobile that may be left empty (answered as ''). Not a union with '': a union
 * reports a wrong number as "Invalid input" instead of the mobile's own message.
 */
export const optionalIndianMobile = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(MAX_MOBILE_TEXT, MESSAGES.invalidMobile))),
  z.transform((value, ctx) => {
    if (!value) return '';
    const digits = toTenDigits(value);
    if (digits !== null) return digits;
    ctx.issues.push({ code: 'custom', message: MESSAGES.invalidMobile, input: value });
    return z.NEVER;
  }),
);

/** An ISO 8601 date-time with its offset (`Z` or `+05:30`), as `Date.toJSON` writes it. */
export const isoInstant = z.iso.datetime({ offset: true });

/**
 * A real `YYYY-MM-DD` day, or an ISO date-time (what a JavaScript client sends for a Date)
 * read as the day it falls on in India: `2026-12-06T20:00:00Z` is 2026-12-07 there.
 */
export function calendarDay(requiredMessage: string) {
  return z.pipe(
    z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage)),
    z.transform((value, ctx) => {
      if (isCalendarDay(value)) return value;
      if (isoInstant.safeParse(value).success) return toShopDay(new Date(value));
      ctx.issues.push({ code: 'custom', message: MESSAGES.invalidDate, input: value });
      return z.NEVER;
    }),
  );
}

function parseJsonOrKeep(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    // Left as a string, so the inner schema reports a type error for the field.
    return value;
  }
}

/** Multipart forms send objects and lists as JSON strings; accept those as well as JSON values. */
export function jsonField<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value) => (typeof value === 'string' ? parseJsonOrKeep(value) : value)),
    schema,
  );
}

const WHOLE_NUMBER_TEXT = /^\s*\d{1,15}\s*$/;

/** Multipart forms send numbers as strings. */
export function numericField<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value) =>
      typeof value === 'string' && value.length <= MAX_AMOUNT_TEXT && WHOLE_NUMBER_TEXT.test(value)
        ? Number(value)
        : value,
    ),
    schema,
  );
}

/** A value that was an object before its own checks ran; guards refinements that run on partial data. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
