import {
  canShareBill,
  isServiceBill,
  jobSteps,
  maskMobile,
  receiptFieldValues,
  type BillDto,
  type PublicReceiptDto,
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
 * the same values as the public page, private fields left out.
 */
export function toPublicReceipt(bill: SharedBill, user: UserDto): PublicReceiptDto {
  const { settings } = user;
  return {
    invoiceNumber: bill.invoiceNumber,
    customerName: bill.name,
    maskedMobile: maskMobile(bill.mobile),
    items: bill.items.map(({ name, quantity, price }) => ({ name, quantity, price })),
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
  };
}
