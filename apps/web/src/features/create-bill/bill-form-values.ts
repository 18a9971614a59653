import {
  orderFieldValues,
  type BillDto,
  type BillGstDto,
  type CustomField,
  type DiscountType,
  type FollowupDto,
  type FieldValue,
  type PaymentMode,
  type ReminderFrequency,
  type ShopSettings,
} from '@khatabill/domain';
import { reminderMessages } from './messages';

/** One custom field as typed; `label` is the key it is saved under. */
export type CustomFieldValue = FieldValue;

/**
 * An item row as typed: quantity and price stay text until the bill is validated. HSN, rate
 * (percent) and unit are a registered shop's (product §16); '' leaves them to the product or
 * the shop's defaults.
 */
export type BillItemValues = {
  name: string;
  quantity: string;
  price: string;
  productId: string;
  hsn: string;
  gstRate: string;
  unit: string;
};

/** A registered shop's bill: the customer's GSTIN and address, and the state chosen ('' for the shop's). */
export type BillGstValues = {
  customerGstin: string;
  placeOfSupply: string;
  customerAddress: string;
};

export type BillFormValues = {
  /** The bill being edited, '' for a new one. */
  _id: string;
  name: string;
  mobile: string;
  /** The chosen customer, '' when the name and mobile were typed. */
  customerId: string;
  items: BillItemValues[];
  payment: {
    mode: PaymentMode;
    amountPaid: string;
    discount: { type: DiscountType; value: string };
  };
  customFields: { serviceFields: CustomFieldValue[]; serviceInfo: CustomFieldValue[] };
  gst: BillGstValues;
  reminder: { enabled: boolean; date: string; message: string; frequency: ReminderFrequency };
  notes: string;
};

export type CustomFieldGroup = keyof BillFormValues['customFields'];

export function emptyItem(): BillItemValues {
  return { name: '', quantity: '1', price: '', productId: '', hsn: '', gstRate: '', unit: '' };
}

export function emptyGst(): BillGstValues {
  return { customerGstin: '', placeOfSupply: '', customerAddress: '' };
}

/** Amounts show as typed text; zero shows as an empty box rather than "0". */
function amountText(rupees: number): string {
  return rupees === 0 ? '' : String(rupees);
}

/**
 * A box for every configured field, in the configured order, with the bill's values; then
 * any value saved under a label the shop has since removed, so an edit never drops it.
 */
function fieldValues(
  fields: CustomField[],
  saved: Record<string, string> = {},
): CustomFieldValue[] {
  const blank = Object.fromEntries(fields.map(({ label }) => [label, '']));
  return orderFieldValues(fields, { ...blank, ...saved });
}

/** An unset reminder; its message starts as the default in the language shown. */
function newReminder(): BillFormValues['reminder'] {
  return {
    enabled: false,
    date: '',
    message: reminderMessages.get().defaultMessage,
    frequency: 'none',
  };
}

/** A blank bill with one empty item row; payment defaults to cash and an amount discount (product §9). */
export function newBillValues(settings: ShopSettings): BillFormValues {
  return {
    _id: '',
    name: '',
    mobile: '',
    customerId: '',
    items: [emptyItem()],
    payment: { mode: 'cash', amountPaid: '', discount: { type: 'amount', value: '' } },
    customFields: {
      serviceFields: fieldValues(settings.serviceFields),
      serviceInfo: fieldValues(settings.serviceDetails),
    },
    gst: emptyGst(),
    reminder: newReminder(),
    notes: '',
  };
}

/**
 * A saved bill's GST as the form shows it: a state is "chosen" only when it is neither the
 * customer's GSTIN's nor the shop's own.
 */
function gstValues(gst: BillGstDto, settings: ShopSettings): BillGstValues {
  const isChosen = !gst.customerGstin && gst.placeOfSupply !== settings.gst?.stateCode;
  return {
    customerGstin: gst.customerGstin ?? '',
    placeOfSupply: isChosen ? gst.placeOfSupply : '',
    customerAddress: gst.customerAddress ?? '',
  };
}

/** A saved bill, prefilled for editing. */
export function billToFormValues(bill: BillDto, settings: ShopSettings): BillFormValues {
  const { payment, reminder } = bill;
  return {
    _id: bill._id,
    name: bill.name,
    mobile: bill.mobile,
    customerId: bill.customerId ?? '',
    items: bill.items.map((item) => ({
      name: item.name,
      quantity: String(item.quantity),
      price: amountText(item.price),
      productId: item.productId ?? '',
      hsn: item.hsn ?? '',
      gstRate: item.gstRate === undefined ? '' : String(item.gstRate),
      unit: item.unit ?? '',
    })),
    payment: {
      mode: payment.mode,
      amountPaid: amountText(payment.amountPaid),
      discount: { type: payment.discount.type, value: amountText(payment.discount.value) },
    },
    customFields: {
      serviceFields: fieldValues(settings.serviceFields, bill.customFields.serviceFields),
      serviceInfo: fieldValues(settings.serviceDetails, bill.customFields.serviceInfo),
    },
    gst: bill.gst ? gstValues(bill.gst, settings) : emptyGst(),
    reminder: reminder
      ? {
          enabled: reminder.enabled,
          date: reminder.date ?? '',
          message: reminder.message,
          frequency: reminder.frequency,
        }
      : newReminder(),
    notes: bill.notes,
  };
}

/** A new bill for a follow-up that is done (Convert to Bill): its customer and its service. */
export function followupToFormValues(
  followup: FollowupDto,
  settings: ShopSettings,
): BillFormValues {
  const { customerId: customer, productId: product } = followup;
  return {
    ...newBillValues(settings),
    name: customer.name,
    mobile: customer.mobile,
    customerId: customer._id,
    // A service deleted since the booking leaves an empty row to fill in.
    items: [
      product
        ? {
            ...emptyItem(),
            name: product.name,
            price: amountText(product.price),
            productId: product._id,
          }
        : emptyItem(),
    ],
  };
}
