import { LEDGER_TYPES } from '@khatabill/domain';
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

export const customerAnswer = z.object({ data: customerSchema });

export const customerDetailAnswer = z.object({
  data: customerSchema.extend({ transactions: z.array(ledgerEntrySchema) }),
});

export const customerListAnswer = z.object({
  data: z.array(customerSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Σ of what all the shop's customers owe, in rupees (positive), whatever `q` filters. */
  totalDue: z.number(),
});

export const customerSearchAnswer = z.object({ data: z.array(customerSchema) });

export const minimalCustomersAnswer = z.object({
  data: z.array(z.object({ _id: z.string(), name: z.string(), mobile: z.string() })),
});
