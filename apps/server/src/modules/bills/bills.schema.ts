import {
  BILL_PAGE_SIZE,
  BILL_SEARCH_FIELDS,
  billInput,
  isCalendarDay,
  isUuid,
  MESSAGES,
  pageQuery,
} from '@khatabill/domain';
import { z } from 'zod';
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
  /** Only the bills this member made (product §17); the owner's id is the shop's. */
  memberId: z.string().refine(isUuid, MESSAGES.invalidOption).optional(),
  ...pageQuery(BILL_PAGE_SIZE).shape,
  fields: z.enum(BILL_SEARCH_FIELDS, { error: MESSAGES.invalidOption }).default('full').meta({
    description: "`full`: whole bills; `list`: each bill as the Bill Book's list shows it",
  }),
});
export type BillSearchQuery = z.infer<typeof billSearchQuery>;
