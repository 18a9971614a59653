import { z } from 'zod/mini';
import { gstRatePercent, gstUnitField, hsnCode } from './gst.schemas';
import { toShopDay } from '../dates/shop-time';
import { LEDGER_TYPES } from '../ledger/ledger';
import { calendarDay, indianMobile, optionalText, requiredText, rupees } from './fields';
import { LIMITS, MESSAGES } from './messages';

export const customerInput = z.object({
  name: requiredText(MESSAGES.nameRequired, LIMITS.name),
  mobile: indianMobile,
});
export type CustomerInput = z.infer<typeof customerInput>;

/** A manual khata entry; an amount of 0 records nothing (product §14 "Small rules"). */
export const ledgerPaymentInput = z.object({
  type: z._default(z.enum(LEDGER_TYPES, { error: MESSAGES.invalidOption }), 'debit'),
  amount: z._default(rupees(), 0),
  note: optionalText(LIMITS.paymentNote),
});

export const customerUpdateInput = z.extend(customerInput, {
  payment: z.nullish(ledgerPaymentInput),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateInput>;

export const productInput = z.object({
  name: requiredText(MESSAGES.nameRequired, LIMITS.name),
  price: rupees({ positiveMessage: MESSAGES.pricePositive }),
  // GST (product §16); absent leaves a saved product's as it is, so an older client's save
  // loses nothing.
  /** '' clears it. */
  hsn: z.optional(hsnCode),
  /** Percent; null: the shop's default rate. */
  gstRate: z.optional(z.nullable(gstRatePercent)),
  /** A GST unit code (`NOS`, `KGS`); null clears it. */
  unit: z.optional(z.nullable(gstUnitField)),
});
export type ProductInput = z.infer<typeof productInput>;

/** An expense is dated on a shop-local day that has begun (India's clock: DEFAULT_TIME_ZONE). */
export const expenseInput = z.object({
  category: requiredText(MESSAGES.categoryRequired, LIMITS.expenseCategory),
  amount: rupees({ positiveMessage: MESSAGES.amountPositive }),
  date: calendarDay(MESSAGES.dateRequired).check(
    z.refine((day) => day <= toShopDay(new Date()), MESSAGES.futureDate),
  ),
});
export type ExpenseInput = z.infer<typeof expenseInput>;
