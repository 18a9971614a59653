import {
  canShareBill,
  isServiceBill,
  jobSteps,
  maskMobile,
  receiptFieldValues,
  type BillDto,
  type PublicReceiptDto,
  type ReceiptGstDto,
  type UserDto,
} from '@khatabill/domain';

/** A bill that has left draft: it has a public link and a receipt. */
export type SharedBill = BillDto & {
  status: PublicReceiptDto['status'];
  shareToken: string;
};

export function isSharedBill(bill: BillDto): bill is SharedBill {
  return canShareBill(bill.status) && bill.shareToken !== null;
}

/**
 * The receipt the customer will see, built from the saved bill and the shop's own settings:
 * the same values as the public page (public.service.ts), private fields left out.
 */
export function toPublicReceipt(bill: SharedBill, user: UserDto): PublicReceiptDto {
  const { settings } = user;
  return {
    invoiceNumber: bill.invoiceNumber,
    customerName: bill.name,
    maskedMobile: maskMobile(bill.mobile),
    // A line as the receipt shows it: all but its product link.
    items: bill.items.map(({ productId: _productId, ...line }) => line),
    payment: {
      mode: bill.payment.mode,
      amountPaid: bill.payment.amountPaid,
      discount: bill.payment.discount,
    },
    totals: bill.totals,
    customFields: {
      serviceFields: receiptFieldValues(settings.serviceFields, bill.customFields.serviceFields),
      serviceInfo: receiptFieldValues(settings.serviceDetails, bill.customFields.serviceInfo),
    },
    status: bill.status,
    createdAt: bill.createdAt,
    job: isServiceBill(bill.customFields) ? jobSteps(bill.createdAt, bill.statusTimeline) : null,
    shop: {
      shopName: user.shopName,
      shopImage: settings.shopImage,
      location: settings.location,
      greetingMessage: settings.greetingMessage,
      footerNote: settings.footerNote,
      language: user.language,
    },
    ...(bill.gst && { gst: receiptGst(bill.gst, user) }),
  };
}

/** What a registered shop's document names: the bill's terms, the shop's legal name as it is now. */
function receiptGst(gst: NonNullable<BillDto['gst']>, user: UserDto): ReceiptGstDto {
  return {
    documentType: gst.documentType,
    supplier: { legalName: user.settings.gst?.legalName || user.shopName, gstin: gst.gstin },
    customerGstin: gst.customerGstin,
    customerAddress: gst.customerAddress,
    placeOfSupply: gst.placeOfSupply,
    reverseCharge: false,
  };
}
