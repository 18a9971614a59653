import { z } from 'zod/mini';
import { BILL_STATUSES, DISCOUNT_TYPES, PAYMENT_MODES } from '../bills/bill-status';
import { REMINDER_FREQUENCIES } from '../constants';
import { createdByDto, dataResponse, rupeesDto } from './shared';
import { usageDto } from './user.answers';

export const billTotalsDto = z.object({
  itemsTotal: rupeesDto,
  discountAmount: rupeesDto,
  advanceAmount: rupeesDto,
  finalTotal: rupeesDto,
  pending: rupeesDto,
  toReturn: rupeesDto,
  // A registered shop's bill (product §16); absent on a bill without GST.
  taxableValue: z.optional(rupeesDto),
  cgst: z.optional(rupeesDto),
  sgst: z.optional(rupeesDto),
  igst: z.optional(rupeesDto),
  /** Invoice total − (taxable value + tax): between −0.49 and +0.50. */
  roundOff: z.optional(rupeesDto),
  /** Rounded to the rupee: what the bill charges before any advance. */
  invoiceTotal: z.optional(rupeesDto),
});
export type BillTotalsDto = z.infer<typeof billTotalsDto>;

/** An item as a receipt shows it: a bill's item without its product link. */
export const receiptItemDto = z.object({
  name: z.string(),
  quantity: z.number(),
  price: rupeesDto,
  // A registered shop's line (product §16); absent on a bill without GST.
  hsn: z.optional(z.nullable(z.string())),
  unit: z.optional(z.string()),
  /** Percent. */
  gstRate: z.optional(z.number()),
  taxableValue: z.optional(rupeesDto),
  cgst: z.optional(rupeesDto),
  sgst: z.optional(rupeesDto),
  igst: z.optional(rupeesDto),
  /** The line's share of the bill's discount: its value less its taxable value and any tax in it. */
  discount: z.optional(rupeesDto),
});

export const billItemDto = z.extend(receiptItemDto, { productId: z.nullable(z.string()) });
export type BillItemDto = z.infer<typeof billItemDto>;

export const discountDto = z.object({
  type: z.enum(DISCOUNT_TYPES),
  /** Rupees for `amount`, percent (12.5) for `percent`. */
  value: z.number(),
});

export const billReminderDto = z.object({
  enabled: z.boolean(),
  /** Shop-local calendar day, `YYYY-MM-DD`: the owner's date, where the series starts. */
  date: z.nullable(z.string()),
  message: z.string(),
  frequency: z.enum(REMINDER_FREQUENCIES),
  /** The next day a reminder goes out (the reminder job moves it on); null when none is left. */
  nextOn: z.nullable(z.string()),
});
export type BillReminderDto = z.infer<typeof billReminderDto>;

/** What a registered shop's bill is (product §16): a tax invoice, or a bill of supply. */
export const GST_DOCUMENT_TYPES = ['tax_invoice', 'bill_of_supply'] as const;
export type GstDocumentType = (typeof GST_DOCUMENT_TYPES)[number];

export const billGstDto = z.object({
  registration: z.enum(['regular', 'composition']),
  /** The shop's. */
  gstin: z.string(),
  /** A GST state code. */
  placeOfSupply: z.string(),
  /** Null for a customer without GSTIN (B2C). */
  customerGstin: z.nullable(z.string()),
  customerAddress: z.nullable(z.string()),
  documentType: z.enum(GST_DOCUMENT_TYPES),
});
export type BillGstDto = z.infer<typeof billGstDto>;

export const billDto = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  name: z.string(),
  customerName: z.string(),
  /** 10 digits. */
  mobile: z.string(),
  customerId: z.nullable(z.string()),
  items: z.array(billItemDto),
  payment: z.object({
    mode: z.enum(PAYMENT_MODES),
    amountPaid: rupeesDto,
    /** The final total. */
    totalAmount: rupeesDto,
    advanceAmount: rupeesDto,
    discount: discountDto,
  }),
  totals: billTotalsDto,
  customFields: z.object({
    serviceFields: z.record(z.string(), z.string()),
    serviceInfo: z.record(z.string(), z.string()),
  }),
  reminder: z.nullable(billReminderDto),
  notes: z.string(),
  status: z.enum(BILL_STATUSES),
  /** Each step, with who took it (absent on steps from before staff accounts). */
  statusTimeline: z.array(
    z.object({
      status: z.enum(BILL_STATUSES),
      at: z.string(),
      createdBy: z.optional(createdByDto),
    }),
  ),
  /** Set from the first non-draft save; the public receipt is `/your-bill/{shareToken}`. */
  shareToken: z.nullable(z.string()),
  createdAt: z.string(),
  /** A registered shop's bill; absent on a bill without GST. */
  gst: z.optional(billGstDto),
  /**
   * Who made it (product §17): the owner (whose id is the shop's) or a staff member, named as
   * they were; absent on a bill made before staff accounts.
   */
  createdBy: z.optional(createdByDto),
});
export type BillDto = z.infer<typeof billDto>;

/**
 * A bill as the Bill Book's list shows it (`GET /bills/search?fields=list`): its row (number,
 * customer, total, day, status), the mobile a search may have matched, and what its buttons
 * need without the whole bill (Edit, Mark Completed's pending amount, whether it has a link).
 */
export const billListItemDto = z.pick(billDto, {
  _id: true,
  invoiceNumber: true,
  name: true,
  customerName: true,
  mobile: true,
  totals: true,
  status: true,
  shareToken: true,
  createdAt: true,
  createdBy: true,
});
export type BillListItemDto = z.infer<typeof billListItemDto>;

export const billResponse = dataResponse(billDto);

/** A save answers the shop's usage beside the bill (`{used, limit, resetsOn}` of each count). */
export const billSaveResponse = z.object({ data: billDto, usage: usageDto });
export type BillSaveResult = z.infer<typeof billSaveResponse>;

// Whole bills first: the serializer keeps the first shape an answer fits, and a whole bill
// also fits the list item's.
export const billListResponse = z.object({
  data: z.union([z.array(billDto), z.array(billListItemDto)]),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
