import { z } from 'zod/mini';
import { JOB_STEPS, type JobStep } from '../bills/job-progress';
import type { FieldValue } from '../categories/field-values';
import { LANGUAGES } from '../language/languages';
import { billTotalsDto, discountDto, receiptItemDto } from './bill.answers';
import { PAYMENT_MODES } from '../bills/bill-status';
import { dataResponse, exactly, rupeesDto } from './shared';
import { shopLocationDto } from './user.answers';

// A list, so the configured order survives any JSON parser (integer-like keys included).
const fieldValues = z.array(
  exactly<FieldValue>()(z.object({ label: z.string(), value: z.string() })),
);

/** What the public receipt shows: no ids, the customer's mobile masked, no account data. */
export const publicReceiptDto = z.object({
  invoiceNumber: z.string(),
  customerName: z.string(),
  maskedMobile: z.string(),
  items: z.array(receiptItemDto),
  payment: z.object({ mode: z.enum(PAYMENT_MODES), amountPaid: rupeesDto, discount: discountDto }),
  totals: billTotalsDto,
  /** Only the fields the shop shows on receipts, in its configured order. */
  customFields: z.object({ serviceFields: fieldValues, serviceInfo: fieldValues }),
  /** A draft has no receipt. */
  status: z.enum(['under_service', 'completed']),
  createdAt: z.string(),
  /** Where a service job is, shown at the top; null for a bill of goods. */
  job: z.nullable(
    z.array(exactly<JobStep>()(z.object({ step: z.enum(JOB_STEPS), at: z.nullable(z.string()) }))),
  ),
  shop: z.object({
    shopName: z.string(),
    shopImage: z.nullable(z.string()),
    location: shopLocationDto,
    greetingMessage: z.string(),
    footerNote: z.string(),
    /** The shop's language: the receipt and its texts are in it. */
    language: z.enum(LANGUAGES),
  }),
});
export type PublicReceiptDto = z.infer<typeof publicReceiptDto>;

export const receiptResponse = dataResponse(publicReceiptDto);
