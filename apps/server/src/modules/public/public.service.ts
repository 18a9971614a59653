import {
  AppError,
  isServiceBill,
  jobSteps,
  maskMobile,
  paiseToRupees,
  receiptFieldValues,
  type PublicReceiptDto,
  type ReceiptGstDto,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { billGstDto, lineGstDto, toDiscountDto, toTotalsDto } from '../bills/bill-dto';
import type { BillRow } from '../bills/bills.repository';
import { fileUrl } from '../files/images';
import { findSharedBill, type ReceiptShop } from './public.repository';
import { BILL_NOT_FOUND } from '../../messages';

/** 16 random bytes in base64url (product §10 "Public links and tokens"). */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The receipt behind a share link: what the customer sees, nothing of the shop's account. */
export async function getPublicReceipt(
  db: Database,
  { token }: { token: string },
): Promise<PublicReceiptDto> {
  // Malformed, unknown or not shared: the same 404, so a token tells nothing about bills.
  const found = SHARE_TOKEN.test(token) ? await findSharedBill(db, token) : undefined;
  if (!found) throw new AppError('NOT_FOUND', BILL_NOT_FOUND);
  const { bill, items, events, shop } = found;
  const { status } = bill;
  // The query already leaves drafts out; this tells the compiler too.
  if (status === 'draft') throw new AppError('NOT_FOUND', BILL_NOT_FOUND);
  return {
    invoiceNumber: bill.invoiceNumber,
    customerName: bill.customerName,
    maskedMobile: maskMobile(bill.mobile),
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      price: paiseToRupees(item.price),
      ...lineGstDto(item, bill),
    })),
    payment: {
      mode: bill.paymentMode,
      amountPaid: paiseToRupees(bill.amountPaid),
      discount: toDiscountDto(bill),
    },
    totals: toTotalsDto(bill),
    // Filtered by the shop's current switches: a private value never leaves the shop.
    customFields: {
      serviceFields: receiptFieldValues(shop.serviceFields, bill.serviceFields),
      serviceInfo: receiptFieldValues(shop.serviceDetails, bill.serviceInfo),
    },
    status,
    createdAt: bill.createdAt.toISOString(),
    job: isServiceBill(bill) ? jobSteps(bill.createdAt.toISOString(), events) : null,
    shop: {
      shopName: shop.shopName,
      shopImage: shop.shopImage ? fileUrl(shop.shopImage) : null,
      location: shop.location,
      greetingMessage: shop.greetingMessage,
      footerNote: shop.footerNote,
      language: shop.language,
    },
    ...receiptGstDto(bill, shop),
  };
}

/**
 * What a registered shop's document names (Rule 46): the bill's terms as saved, and the
 * shop's legal name as it is now; nothing for a bill without GST.
 */
function receiptGstDto(bill: BillRow, shop: ReceiptShop): { gst?: ReceiptGstDto } {
  const { gst } = billGstDto(bill);
  if (!gst) return {};
  return {
    gst: {
      documentType: gst.documentType,
      supplier: { legalName: shop.gst?.legalName || shop.shopName, gstin: gst.gstin },
      customerGstin: gst.customerGstin,
      customerAddress: gst.customerAddress,
      placeOfSupply: gst.placeOfSupply,
      reverseCharge: false,
    },
  };
}
