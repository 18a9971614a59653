import { JOB_STEPS, LANGUAGES, PAYMENT_MODES, type PublicReceiptDto } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { shopLocationSchema } from '../shops/user.schema';
import { receiptParts } from '../bills/bills.schema';
import { getPublicReceipt } from './public.service';

const { itemSchema, discountSchema, totalsSchema } = receiptParts;

// A list, so the configured order survives any JSON parser (integer-like keys included).
const fieldValuesSchema = z.array(z.object({ label: z.string(), value: z.string() }));

// Response schema: the serializer drops any key it does not list, so a receipt can never
// carry more than PublicReceiptDto (no ids, no full mobile, no account data).
const receiptResponse = z.object({
  data: z.object({
    invoiceNumber: z.string(),
    customerName: z.string(),
    maskedMobile: z.string(),
    items: z.array(itemSchema),
    payment: z.object({
      mode: z.enum(PAYMENT_MODES),
      amountPaid: z.number(),
      discount: discountSchema,
    }),
    totals: totalsSchema,
    customFields: z.object({ serviceFields: fieldValuesSchema, serviceInfo: fieldValuesSchema }),
    status: z.enum(['under_service', 'completed']),
    createdAt: z.string(),
    job: z.array(z.object({ step: z.enum(JOB_STEPS), at: z.string().nullable() })).nullable(),
    shop: z.object({
      shopName: z.string(),
      shopImage: z.string().nullable(),
      location: shopLocationSchema,
      greetingMessage: z.string(),
      footerNote: z.string(),
      language: z.enum(LANGUAGES),
    }),
  }) satisfies z.ZodType<PublicReceiptDto>,
});

/** Routes anyone may call, without logging in. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bills/:token',
    {
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: receiptResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Receipts hold customers' names: keep them out of search engines, found or not.
      reply.header('x-robots-tag', 'noindex');
      return { data: await getPublicReceipt(app.db, { token: request.params.token }) };
    },
  );
};
