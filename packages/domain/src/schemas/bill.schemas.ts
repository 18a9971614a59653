import { z } from 'zod';
import { isAdvanceLabel } from '../bills/advance';
import { BILL_STATUSES, DISCOUNT_TYPES, PAYMENT_MODES } from '../bills/bill-status';
import { discountFromInput, discountLimitError } from '../bills/discount';
import { DEFAULT_REMINDER_MESSAGE, REMINDER_FREQUENCIES } from '../constants';
import { isCalendarDay } from '../dates/shop-time';
import { isRupeeAmount, rupeesToPaise } from '../money/paise';
import { indianMobile, isRecord, optionalText, requiredText, rupees } from './fields';
import { LIMITS, MESSAGES } from './messages';

export const billItemInput = z.object({
  name: requiredText(MESSAGES.itemNameRequired, LIMITS.name),
  quantity: z
    .number({ error: MESSAGES.quantityMin })
    .int(MESSAGES.quantityWhole)
    .min(1, MESSAGES.quantityMin)
    .max(LIMITS.quantity, MESSAGES.quantityMax),
  price: rupees({
    positiveMessage: MESSAGES.pricePositive,
    requiredMessage: MESSAGES.pricePositive,
  }),
});

const discountInput = z
  .object({
    type: z.enum(DISCOUNT_TYPES, { error: MESSAGES.invalidOption }).default('amount'),
    /** Rupees for `amount`, percent for `percent`. */
    value: rupees().default(0),
  })
  .superRefine((discount, ctx) => {
    // A percent is checked on its own; an amount below, against the items total.
    const error = discountLimitError(discountFromInput(discount));
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
  });

const paymentInput = z.object({
  mode: z.enum(PAYMENT_MODES, { error: MESSAGES.invalidOption }).default('cash'),
  amountPaid: rupees().default(0),
  discount: discountInput.prefault({}),
});

/** `{label: value}`; values may arrive as numbers and are kept as trimmed strings. */
const customFieldValues = z
  .record(
    z.string().trim().min(1, MESSAGES.fieldLabelRequired).max(LIMITS.customFieldLabel),
    z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .pipe(z.string().max(LIMITS.customFieldValue, MESSAGES.tooLong(LIMITS.customFieldValue))),
  )
  .refine(
    (values) => Object.keys(values).length <= LIMITS.customValuesPerBill,
    MESSAGES.tooMany(LIMITS.customValuesPerBill),
  );

const customFieldsInput = z
  .object({
    serviceFields: customFieldValues.prefault({}),
    serviceInfo: customFieldValues.prefault({}),
  })
  .superRefine(({ serviceInfo }, ctx) => {
    for (const [label, value] of Object.entries(serviceInfo)) {
      if (
        isAdvanceLabel(label) &&
        value !== '' &&
        !(isRupeeAmount(value) && rupeesToPaise(value) >= 0)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['serviceInfo', label],
          message: MESSAGES.moneyFormat,
        });
      }
    }
  });

const reminderInput = z
  .object({
    enabled: z.boolean().default(false),
    date: z.string().trim().optional(),
    message: optionalText(LIMITS.reminderMessage),
    frequency: z.enum(REMINDER_FREQUENCIES, { error: MESSAGES.invalidOption }).default('none'),
  })
  .superRefine((reminder, ctx) => {
    if (reminder.enabled && !reminder.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.reminderDateRequired });
    } else if (reminder.date && !isCalendarDay(reminder.date)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.invalidDate });
    }
  })
  .transform((reminder) => ({
    enabled: reminder.enabled,
    date: reminder.date || null,
    message: reminder.message || DEFAULT_REMINDER_MESSAGE,
    frequency: reminder.frequency,
  }));

const customerName = z.string().trim().max(LIMITS.name, MESSAGES.tooLong(LIMITS.name)).optional();

function itemsTotalPaise(items: readonly { quantity: number; price: number }[]): bigint {
  return items.reduce(
    (sum, item) => sum + BigInt(item.quantity) * BigInt(rupeesToPaise(item.price)),
    0n,
  );
}

/**
 * `POST /bills`, `POST /bills/upsert`, `PATCH /bills/{id}` (request side of DESIGN §7 "Bill").
 * Amounts in rupees; totals sent by the client are not part of it, they are always recomputed.
 */
export const billInput = z
  .object({
    _id: z.uuid().optional(),
    name: customerName,
    /** Alias of `name` (spec §3). */
    customerName,
    mobile: indianMobile,
    customerId: z
      .union([z.uuid(), z.literal('')])
      .nullish()
      .transform((id) => id || null),
    items: z
      .array(billItemInput, { error: MESSAGES.itemsRequired })
      .min(1, MESSAGES.itemsRequired)
      .max(LIMITS.itemsPerBill, MESSAGES.tooMany(LIMITS.itemsPerBill)),
    payment: paymentInput.prefault({}),
    customFields: customFieldsInput.prefault({}),
    reminder: reminderInput.nullish().transform((reminder) => reminder ?? null),
    notes: optionalText(LIMITS.note).default(''),
    status: z.enum(BILL_STATUSES, { error: MESSAGES.invalidOption }).default('completed'),
  })
  .superRefine(
    (bill, ctx) => {
      const name =
        typeof bill.name === 'string' && bill.name !== '' ? bill.name : bill.customerName;
      if (typeof name !== 'string' || name === '') {
        ctx.addIssue({ code: 'custom', path: ['name'], message: MESSAGES.nameRequired });
      }
    },
    // Name is checked with the other fields, so a form shows every error at once.
    { when: (payload) => isRecord(payload.value) },
  )
  .superRefine(
    (bill, ctx) => {
      const itemsTotal = itemsTotalPaise(bill.items);
      if (itemsTotal > BigInt(LIMITS.amountRupees * 100)) {
        ctx.addIssue({ code: 'custom', path: ['items'], message: MESSAGES.billTotalTooLarge });
        return;
      }
      const error = discountLimitError(discountFromInput(bill.payment.discount), itemsTotal);
      if (error) {
        ctx.addIssue({ code: 'custom', path: ['payment', 'discount', 'value'], message: error });
      }
    },
    // Needs valid items and payment only; other fields' errors must not hide this one.
    {
      when: (payload) =>
        isRecord(payload.value) &&
        !payload.issues.some(
          (issue) => issue.path?.[0] === 'items' || issue.path?.[0] === 'payment',
        ),
    },
  )
  .transform(({ customerName: alias, name, ...bill }) => ({ ...bill, name: name || alias || '' }));
export type BillInput = z.infer<typeof billInput>;

/**
 * `PATCH /bills/{id}/status`. `amountReceived` (rupees) is money taken with the change,
 * e.g. the rest of the bill when it is marked Completed; it adds to the bill's amount paid.
 */
export const billStatusInput = z.object({
  status: z.enum(BILL_STATUSES, { error: MESSAGES.invalidOption }),
  amountReceived: rupees().optional(),
});
export type BillStatusInput = z.infer<typeof billStatusInput>;
