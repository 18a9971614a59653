import { z } from 'zod/mini';
import { isAdvanceLabel } from '../bills/advance';
import { BILL_STATUSES, DISCOUNT_TYPES, PAYMENT_MODES } from '../bills/bill-status';
import { discountFromInput, discountLimitError } from '../bills/discount';
import { DEFAULT_REMINDER_MESSAGE, REMINDER_FREQUENCIES } from '../constants';
import { isCalendarDay } from '../dates/shop-time';
import { isRupeeAmount, rupeesToPaise } from '../money/paise';
import { isGstStateCode } from '../gst/codes';
import { indianMobile, isRecord, optionalText, requiredText, rupees } from './fields';
import { gstinField, gstRatePercent, gstUnitField, hsnCode } from './gst.schemas';
import { LIMITS, MESSAGES } from './messages';

export const billItemInput = z.object({
  name: requiredText(MESSAGES.itemNameRequired, LIMITS.name),
  quantity: z
    .number({ error: MESSAGES.quantityMin })
    .check(
      z.int(MESSAGES.quantityWhole),
      z.gte(1, MESSAGES.quantityMin),
      z.lte(LIMITS.quantity, MESSAGES.quantityMax),
    ),
  price: rupees({
    positiveMessage: MESSAGES.pricePositive,
    requiredMessage: MESSAGES.pricePositive,
  }),
  // A registered shop's line (product §16); left out, the product's or the shop's.
  hsn: z.optional(hsnCode),
  /** Percent. */
  gstRate: z.optional(z.nullable(gstRatePercent)),
  unit: z.optional(z.nullable(gstUnitField)),
});

/**
 * A registered shop's bill: the customer's GSTIN (a B2B bill), their address (Rule 46 prints
 * it for a registered customer, or a taxable value of ₹50,000 or more) and where it is supplied.
 */
const billGstInput = z.object({
  customerGstin: z._default(gstinField, { gstin: '', stateCode: '' }),
  customerAddress: z._default(optionalText(LIMITS.address), ''),
  /** A GST state code; from the customer's GSTIN when given, else the shop's state. */
  placeOfSupply: z.optional(
    z.nullable(
      z.string({ error: MESSAGES.placeOfSupplyInvalid }).check(
        z.trim(),
        z.refine((code) => code === '' || isGstStateCode(code), MESSAGES.placeOfSupplyInvalid),
      ),
    ),
  ),
});

const discountInput = z
  .object({
    type: z._default(z.enum(DISCOUNT_TYPES, { error: MESSAGES.invalidOption }), 'amount'),
    /** Rupees for `amount`, percent for `percent`. */
    value: z._default(rupees(), 0),
  })
  .check(
    z.superRefine((discount, ctx) => {
      // A percent is checked on its own; an amount below, against the items total.
      const error = discountLimitError(discountFromInput(discount));
      if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
    }),
  );

const paymentInput = z.object({
  mode: z._default(z.enum(PAYMENT_MODES, { error: MESSAGES.invalidOption }), 'cash'),
  amountPaid: z._default(rupees(), 0),
  discount: z.prefault(discountInput, {}),
});

/** `{label: value}`; values may arrive as numbers and are kept as trimmed strings. */
const customFieldValues = z
  .record(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, MESSAGES.fieldLabelRequired),
        z.maxLength(LIMITS.customFieldLabel),
      ),
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim()),
      ),
      z
        .string()
        .check(z.maxLength(LIMITS.customFieldValue, MESSAGES.tooLong(LIMITS.customFieldValue))),
    ),
  )
  .check(
    z.refine(
      (values) => Object.keys(values).length <= LIMITS.customValuesPerBill,
      MESSAGES.tooMany(LIMITS.customValuesPerBill),
    ),
  );

const customFieldsInput = z
  .object({
    serviceFields: z.prefault(customFieldValues, {}),
    serviceInfo: z.prefault(customFieldValues, {}),
  })
  .check(
    z.superRefine(({ serviceInfo }, ctx) => {
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
    }),
  );

const reminderInput = z.pipe(
  z
    .object({
      enabled: z._default(z.boolean(), false),
      date: z.optional(z.string().check(z.trim())),
      message: optionalText(LIMITS.reminderMessage),
      frequency: z._default(
        z.enum(REMINDER_FREQUENCIES, { error: MESSAGES.invalidOption }),
        'none',
      ),
    })
    .check(
      z.superRefine((reminder, ctx) => {
        if (reminder.enabled && !reminder.date) {
          ctx.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.reminderDateRequired });
        } else if (reminder.date && !isCalendarDay(reminder.date)) {
          ctx.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.invalidDate });
        }
      }),
    ),
  z.transform((reminder) => ({
    enabled: reminder.enabled,
    date: reminder.date || null,
    message: reminder.message || DEFAULT_REMINDER_MESSAGE,
    frequency: reminder.frequency,
  })),
);

const customerName = z.optional(
  z.string().check(z.trim(), z.maxLength(LIMITS.name, MESSAGES.tooLong(LIMITS.name))),
);

function itemsTotalPaise(items: readonly { quantity: number; price: number }[]): bigint {
  return items.reduce(
    (sum, item) => sum + BigInt(item.quantity) * BigInt(rupeesToPaise(item.price)),
    0n,
  );
}

/**
 * `POST /bills`, `POST /bills/upsert`, `PATCH /bills/{id}` (request side of product §14 "Bill").
 * Amounts in rupees; totals sent by the client are not part of it, they are always recomputed.
 */
export const billInput = z.pipe(
  z
    .object({
      _id: z.optional(z.uuid()),
      name: customerName,
      /** Alias of `name` (product §14 "Bill"). */
      customerName,
      mobile: indianMobile,
      customerId: z.pipe(
        z.nullish(z.union([z.uuid(), z.literal('')])),
        z.transform((id) => id || null),
      ),
      items: z
        .array(billItemInput, { error: MESSAGES.itemsRequired })
        .check(
          z.minLength(1, MESSAGES.itemsRequired),
          z.maxLength(LIMITS.itemsPerBill, MESSAGES.tooMany(LIMITS.itemsPerBill)),
        ),
      payment: z.prefault(paymentInput, {}),
      customFields: z.prefault(customFieldsInput, {}),
      reminder: z.pipe(
        z.nullish(reminderInput),
        z.transform((reminder) => reminder ?? null),
      ),
      notes: z._default(optionalText(LIMITS.note), ''),
      status: z._default(z.enum(BILL_STATUSES, { error: MESSAGES.invalidOption }), 'completed'),
      /** Read only for a registered shop. */
      gst: z.optional(z.nullable(billGstInput)),
    })
    .check(
      z.superRefine(
        (bill, ctx) => {
          const name =
            typeof bill.name === 'string' && bill.name !== '' ? bill.name : bill.customerName;
          if (typeof name !== 'string' || name === '') {
            ctx.addIssue({ code: 'custom', path: ['name'], message: MESSAGES.nameRequired });
          }
        },
        // Name is checked with the other fields, so a form shows every error at once.
        { when: (payload) => isRecord(payload.value) },
      ),
      z.superRefine(
        (bill, ctx) => {
          const itemsTotal = itemsTotalPaise(bill.items);
          if (itemsTotal > BigInt(LIMITS.amountRupees * 100)) {
            ctx.addIssue({ code: 'custom', path: ['items'], message: MESSAGES.billTotalTooLarge });
            return;
          }
          const error = discountLimitError(discountFromInput(bill.payment.discount), itemsTotal);
          if (error) {
            ctx.addIssue({
              code: 'custom',
              path: ['payment', 'discount', 'value'],
              message: error,
            });
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
      ),
    ),
  z.transform(({ customerName: alias, name, ...bill }) => ({ ...bill, name: name || alias || '' })),
);
export type BillInput = z.infer<typeof billInput>;

/**
 * `PATCH /bills/{id}/status`. `amountReceived` (rupees) is money taken with the change,
 * e.g. the rest of the bill when it is marked Completed; it adds to the bill's amount paid.
 */
export const billStatusInput = z.object({
  status: z.enum(BILL_STATUSES, { error: MESSAGES.invalidOption }),
  amountReceived: z.optional(rupees()),
});
export type BillStatusInput = z.infer<typeof billStatusInput>;
