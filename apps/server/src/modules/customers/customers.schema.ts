import { LEDGER_TYPES, type CustomerDuesDto } from '@khatabill/domain';
import { z } from 'zod';

// Response schemas: they document the answers in /api/docs, and the serializer drops any
// key they do not list.

export const customerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameAlias: z.string(),
  mobile: z.string(),
  balance: z.number(),
});

const ledgerEntrySchema = z.object({
  _id: z.string(),
  type: z.enum(LEDGER_TYPES),
  amount: z.number(),
  date: z.string(),
  note: z.string(),
  billId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});

export const customerResponse = z.object({ data: customerSchema });

export const customerDetailResponse = z.object({
  data: customerSchema.extend({ transactions: z.array(ledgerEntrySchema) }),
});

export const customerListResponse = z.object({
  data: z.array(customerSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Σ of what all the shop's customers owe, in rupees (positive), whatever `q` filters. */
  totalDue: z.number(),
});

export const customerSearchResponse = z.object({ data: z.array(customerSchema) });

export const minimalCustomersResponse = z.object({
  data: z.array(z.object({ _id: z.string(), name: z.string(), mobile: z.string() })),
});

export const customerDuesResponse = z.object({
  data: z.object({
    totalDue: z.number(),
    customersOwing: z.number(),
    top: z.array(customerSchema),
  }) satisfies z.ZodType<CustomerDuesDto>,
});
