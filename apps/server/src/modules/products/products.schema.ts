import { z } from 'zod';

// Response schemas: they document the answers in /api/docs, and the serializer drops any
// key they do not list.

export const productSchema = z.object({ _id: z.string(), name: z.string(), price: z.number() });

export const productResponse = z.object({ data: productSchema });
export const productListResponse = z.object({ data: z.array(productSchema) });
export const productParams = z.object({ id: z.string() });
