import { z } from 'zod/mini';
import { dataResponse, rupeesDto } from './shared';

export const productDto = z.object({ _id: z.string(), name: z.string(), price: rupeesDto });
export type ProductDto = z.infer<typeof productDto>;

export const productResponse = dataResponse(productDto);
export const productListResponse = dataResponse(z.array(productDto));
