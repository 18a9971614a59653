import { z } from 'zod/mini';
import { JOB_STEPS, type JobStep } from '../bills/job-progress';
import type { FieldValue } from '../categories/field-values';
import { LANGUAGES } from '../language/languages';
import { billTotalsDto, discountDto, GST_DOCUMENT_TYPES, receiptItemDto } from './bill.answers';
import { PAYMENT_MODES } from '../bills/bill-status';
import { dataResponse, exactly, rupeesDto } from './shared';
import { shopLocationDto } from './user.answers';

// A list, so the configured order survives any JSON parser (integer-like keys included).
const fieldValues = z.array(
  exactly<FieldValue>()(z.object({ label: z.string(), value: z.string() })),
);

/**
 * What a registered shop's document names besides its lines and totals (Rule 46, product
 * §16): nothing the customer's document need not show.
 */
export const receiptGstDto = z.object({
  documentType: z.enum(GST_DOCUMENT_TYPES),
  /** The shop's legal name as its settings say now (its name when none is set), and the bill's GSTIN. */
  supplier: z.object({ legalName: z.string(), gstin: z.string() }),
  customerGstin: z.nullable(z.string()),
  customerAddress: z.nullable(z.string()),
  /** A GST state code. */
  placeOfSupply: z.string(),
  /** A shop's supplies are never taxed on reverse charge; the document says so. */
  reverseCharge: z.literal(false),
});
export type ReceiptGstDto = z.infer<typeof receiptGstDto>;

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
  /** A registered shop's bill: a tax invoice or a bill of supply; absent on a bill without GST. */
  gst: z.optional(receiptGstDto),
});
export type PublicReceiptDto = z.infer<typeof publicReceiptDto>;

export const receiptResponse = dataResponse(publicReceiptDto);
