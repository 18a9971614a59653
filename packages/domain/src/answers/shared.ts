import { z } from 'zod/mini';

// What every answer is built from. The serializer drops any key an answer's schema does not
// list, so a schema is also the limit of what the server can send.

/** Money in answers is rupees (numbers with at most two decimals), product §10 "Money". */
export const rupeesDto = z.number();
export type Rupees = z.infer<typeof rupeesDto>;

/** `{data}`: the envelope of every successful answer. */
export const dataResponse = <Data extends z.core.$ZodType>(data: Data) => z.object({ data });

/** One page of a list, with how many there are in all. */
export const pagedList = <Item extends z.core.$ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number(), page: z.number(), limit: z.number() });
export type PagedList<Item> = { data: Item[]; total: number; page: number; limit: number };

/** What a delete answers. */
export const nullResponse = dataResponse(z.null());

/** True when A and B are the same type, each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema of a shape the domain already names (a plan's usage, a custom field): it fails
 * to compile unless the schema answers exactly `Shape`, neither more nor less.
 */
export const exactly =
  <Shape>() =>
  <Schema extends z.core.$ZodType>(
    schema: Schema & (Same<z.infer<Schema>, Shape> extends true ? unknown : never),
  ): Schema =>
    schema;

/** Who made something (product §17): the owner (whose id is the shop's) or a staff member. */
export const createdByDto = z.object({ _id: z.string(), name: z.string() });
