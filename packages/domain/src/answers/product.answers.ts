import { z } from 'zod/mini';
import { dataResponse, rupeesDto } from './shared';

export const productDto = z.object({
  _id: z.string(),
  name: z.string(),
  price: rupeesDto,
  // GST (product §16): present only once set, so a shop without GST reads what it always did.
  hsn: z.optional(z.string()),
  /** Percent; absent: the shop's default rate. */
  gstRate: z.optional(z.number()),
  unit: z.optional(z.string()),
});
export type ProductDto = z.infer<typeof productDto>;

export const productResponse = dataResponse(productDto);
export const productListResponse = dataResponse(z.array(productDto));
