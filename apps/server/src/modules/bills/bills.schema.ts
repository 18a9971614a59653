import {
  BILL_PAGE_SIZE,
  BILL_SEARCH_FIELDS,
  BILL_STATUSES,
  billInput,
  DISCOUNT_TYPES,
  isCalendarDay,
  MESSAGES,
  PAYMENT_MODES,
  REMINDER_FREQUENCIES,
  type BillDto,
  type BillListItemDto,
} from '@khatabill/domain';
import { z } from 'zod';
import { userSchema } from '../shops/user.schema';
import { PATCH_TOO_DEEP } from '../../messages';

/**
 * The domain's bill request plus each item's optional catalog link (`productId`), which
 * the Create Bill form sends when an item was picked from the products; the item's name
 * and price are copied either way.
 */
export const billBody = z.intersection(
  billInput,
  z.object({
    items: z.array(
      z.object({
        productId: z
          .uuid()
          .nullish()
          .transform((id) => id ?? null),
      }),
    ),
  }),
);
export type BillBody = z.infer<typeof billBody>;

/** Each item's product link, by position (the domain's item type does not list it). */
export function productLinksOf(bill: BillBody): (string | null)[] {
  const items: readonly { productId: string | null }[] = bill.items;
  return items.map((item) => item.productId);
}

export const billParams = z.object({ id: z.string() });

/** A bill is at most three objects deep (`customFields.serviceFields.IMEI`); so is a patch. */
const MAX_PATCH_DEPTH = 4;

/**
 * `PATCH /bills/{id}`: any subset of the bill's fields, merged onto the stored bill and then
 * checked whole with `billBody`. Only its depth is checked here, so that the merge, which
 * follows the patch's nesting, can never be led too deep.
 */
export const billPatchBody = z
  .record(z.string(), z.unknown())
  .refine((patch) => depthOf(patch, MAX_PATCH_DEPTH) <= MAX_PATCH_DEPTH, PATCH_TOO_DEEP);

/** How many objects and lists deep `value` goes, counted no further than `limit` + 1. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    deepest = Math.max(deepest, depth);
    if (depth > limit) return depth;
    for (const item of Object.values(next.value)) stack.push({ value: item, depth });
  }
  return deepest;
}

/** A shop-local day; an empty value means no bound. */
const day = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isCalendarDay(value), MESSAGES.invalidDate);

export const billSearchQuery = z.object({
  search: z.string().trim().max(100, MESSAGES.tooLong(100)).optional(),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(BILL_PAGE_SIZE).default(BILL_PAGE_SIZE),
  fields: z.enum(BILL_SEARCH_FIELDS, { error: MESSAGES.invalidOption }).default('full').meta({
    description: "`full`: whole bills; `list`: each bill as the Bill Book's list shows it",
  }),
});
export type BillSearchQuery = z.infer<typeof billSearchQuery>;

// Response schemas: they document the answers in /api/docs, and the serializer drops any
// key they do not list.

const totalsSchema = z.object({
  itemsTotal: z.number(),
  discountAmount: z.number(),
  advanceAmount: z.number(),
  finalTotal: z.number(),
  pending: z.number(),
  toReturn: z.number(),
});

const customFieldsSchema = z.object({
  serviceFields: z.record(z.string(), z.string()),
  serviceInfo: z.record(z.string(), z.string()),
});

const itemSchema = z.object({ name: z.string(), quantity: z.number(), price: z.number() });
const discountSchema = z.object({ type: z.enum(DISCOUNT_TYPES), value: z.number() });

export const billSchema = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  name: z.string(),
  customerName: z.string(),
  mobile: z.string(),
  customerId: z.string().nullable(),
  items: z.array(itemSchema.extend({ productId: z.string().nullable() })),
  payment: z.object({
    mode: z.enum(PAYMENT_MODES),
    amountPaid: z.number(),
    totalAmount: z.number(),
    advanceAmount: z.number(),
    discount: discountSchema,
  }),
  totals: totalsSchema,
  customFields: customFieldsSchema,
  reminder: z
    .object({
      enabled: z.boolean(),
      date: z.string().nullable(),
      message: z.string(),
      frequency: z.enum(REMINDER_FREQUENCIES),
      nextOn: z.string().nullable(),
    })
    .nullable(),
  notes: z.string(),
  status: z.enum(BILL_STATUSES),
  statusTimeline: z.array(z.object({ status: z.enum(BILL_STATUSES), at: z.string() })),
  shareToken: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<BillDto>;

export const billResponse = z.object({ data: billSchema });
export const billSaveResponse = billResponse.extend({
  usage: userSchema.shape.usage,
});
/** `?fields=list`: a bill as the Bill Book's list shows it. */
export const billListItemSchema = billSchema.pick({
  _id: true,
  invoiceNumber: true,
  name: true,
  customerName: true,
  mobile: true,
  totals: true,
  status: true,
  shareToken: true,
  createdAt: true,
}) satisfies z.ZodType<BillListItemDto>;

// Whole bills first: the serializer keeps the first shape an answer fits, and a whole bill
// also fits the list item's.
export const billListResponse = z.object({
  data: z.union([z.array(billSchema), z.array(billListItemSchema)]),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

/** Shared with the public receipt, which shows a subset of the bill. */
export const receiptParts = { itemSchema, discountSchema, totalsSchema };
