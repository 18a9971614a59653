import { toNestErrors } from '@hookform/resolvers';
import { billInput, fieldErrors, type GstUnit } from '@khatabill/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { BillFormValues, CustomFieldValue } from './bill-form-values';
import type { BillRequest, RequestOptions, toFormPath } from './bill-request';

// Checking a typed bill: the bill as a request, the domain's schema (zod with it) and its
// messages on the form's fields, loaded on the form's first focus (bill-request.ts), not
// with the form.

/** Only filled values are saved, so clearing a field removes it from the bill. */
function toValueRecord(fields: CustomFieldValue[]): Record<string, string> {
  return Object.fromEntries(
    fields.filter((field) => field.value.trim() !== '').map((field) => [field.label, field.value]),
  );
}

/** The request for the typed bill; the status is added by the button that saves it. */
function toBillRequest(values: BillFormValues, { includeReminder }: RequestOptions): BillRequest {
  const { payment, reminder, gst } = values;
  return {
    ...(values._id ? { _id: values._id } : {}),
    name: values.name,
    mobile: values.mobile,
    customerId: values.customerId || null,
    items: values.items.map((item) => ({
      name: item.name,
      // Empty or non-digit text becomes 0 or NaN, which the schema reports as a quantity error.
      quantity: Number(item.quantity),
      price: item.price,
      ...(item.productId ? { productId: item.productId } : {}),
      // A registered shop's line; left out, the server takes the product's or the shop's.
      ...(item.hsn ? { hsn: item.hsn } : {}),
      ...(item.gstRate ? { gstRate: item.gstRate } : {}),
      ...(item.unit ? { unit: item.unit as GstUnit } : {}),
    })),
    payment: {
      mode: payment.mode,
      amountPaid: payment.amountPaid || 0,
      discount: { type: payment.discount.type, value: payment.discount.value || 0 },
    },
    customFields: {
      serviceFields: toValueRecord(values.customFields.serviceFields),
      serviceInfo: toValueRecord(values.customFields.serviceInfo),
    },
    // Only a registered shop's form fills these; a bill without them is sent as it always was.
    ...(gst.customerGstin || gst.placeOfSupply || gst.customerAddress ? { gst } : {}),
    reminder:
      includeReminder && reminder.enabled
        ? {
            enabled: true,
            date: reminder.date,
            message: reminder.message,
            frequency: reminder.frequency,
          }
        : null,
    notes: values.notes,
  };
}

type ToFormPath = typeof toFormPath;

/** `{path: message}` errors as react-hook-form's flat field errors, on the form's own paths. */
function toFieldErrors(
  errors: Record<string, string>,
  values: BillFormValues,
  toFormPath: ToFormPath,
): FieldErrors<BillFormValues> {
  const fields: Record<string, { type: string; message: string }> = {};
  for (const [key, message] of Object.entries(errors)) {
    const path = toFormPath(key, values);
    if (path !== null) fields[path] ??= { type: 'validate', message };
  }
  return fields as FieldErrors<BillFormValues>;
}

/**
 * The form's resolver: the typed bill as a request, checked by the schema the server uses.
 * `toFormPath` is the form's own (bill-request.ts), passed in rather than imported: this
 * chunk importing from the form's chunk made the bundler split shared code into more chunks.
 */
export function billCheck(
  options: RequestOptions,
  toFormPath: ToFormPath,
): Resolver<BillFormValues, unknown, BillRequest> {
  return (values, _context, resolverOptions) => {
    const request = toBillRequest(values, options);
    const result = billInput.safeParse(request);
    if (result.success) return { values: request, errors: {} };
    return {
      values: {},
      errors: toNestErrors(
        toFieldErrors(fieldErrors(result.error), values, toFormPath),
        resolverOptions,
      ),
    };
  };
}
