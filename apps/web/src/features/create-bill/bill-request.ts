import { toNestErrors } from '@hookform/resolvers';
import { fieldErrors, FORM_ERROR_KEY, type billInput } from '@khatabill/domain';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod/mini';
import { lazyResolver, type LazyResolver } from '../../lib/lazy-resolver';
import type { BillFormValues, CustomFieldGroup, CustomFieldValue } from './bill-form-values';

/** The body of `POST /bills/upsert`, as the domain schema reads it (amounts in rupees). */
export type BillRequest = z.input<typeof billInput>;

type RequestOptions = {
  /** False when the plan has no reminders: the bill then carries none. */
  includeReminder: boolean;
};

/** Only filled values are saved, so clearing a field removes it from the bill. */
function toValueRecord(fields: CustomFieldValue[]): Record<string, string> {
  return Object.fromEntries(
    fields.filter((field) => field.value.trim() !== '').map((field) => [field.label, field.value]),
  );
}

/** The request for the typed bill; the status is added by the button that saves it. */
export function toBillRequest(
  values: BillFormValues,
  { includeReminder }: RequestOptions,
): BillRequest {
  const { payment, reminder } = values;
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

const CUSTOM_GROUPS: CustomFieldGroup[] = ['serviceFields', 'serviceInfo'];

/**
 * The form field that an error key of the schema (or of a 400 answer) belongs to. Custom
 * values are keyed by label in the request and kept by position in the form; labels may
 * contain dots, so they are matched as a whole. Null for errors about the bill as a whole.
 */
export function toFormPath(key: string, values: BillFormValues): string | null {
  if (key === FORM_ERROR_KEY) return null;
  if (key === 'customerName') return 'name';
  for (const group of CUSTOM_GROUPS) {
    const prefix = `customFields.${group}.`;
    if (!key.startsWith(prefix)) continue;
    const label = key.slice(prefix.length);
    const index = values.customFields[group].findIndex((field) => field.label === label);
    return index === -1 ? null : `${prefix}${index}.value`;
  }
  return key;
}

/** `{path: message}` errors as react-hook-form's flat field errors, on the form's own paths. */
export function toFieldErrors(
  errors: Record<string, string>,
  values: BillFormValues,
): FieldErrors<BillFormValues> {
  const fields: Record<string, { type: string; message: string }> = {};
  for (const [key, message] of Object.entries(errors)) {
    const path = toFormPath(key, values);
    if (path !== null) fields[path] ??= { type: 'validate', message };
  }
  return fields as FieldErrors<BillFormValues>;
}

/**
 * Validates the typed bill with the server's own schema (spec §5 messages), so the form
 * and the API can never disagree; a valid form submits the request it was checked as.
 * The schema loads on first use (lib/lazy-resolver.ts).
 */
export function billResolver(options: RequestOptions): LazyResolver<BillFormValues, BillRequest> {
  return lazyResolver<BillFormValues, BillRequest>(async () => {
    const { billInput } = await import('../../lib/form-schemas');
    return (values, _context, resolverOptions) => {
      const request = toBillRequest(values, options);
      const result = billInput.safeParse(request);
      if (result.success) return { values: request, errors: {} };
      return {
        values: {},
        errors: toNestErrors(toFieldErrors(fieldErrors(result.error), values), resolverOptions),
      };
    };
  });
}
