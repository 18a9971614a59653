import { z } from 'zod/mini';
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
