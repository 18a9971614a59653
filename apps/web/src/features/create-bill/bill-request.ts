import { FORM_ERROR_KEY, type billInput } from '@khatabill/domain';
import type { z } from 'zod/mini';
import { lazyResolver, type LazyResolver } from '../../lib/lazy-resolver';
import type { BillFormValues, CustomFieldGroup } from './bill-form-values';

/** The body of `POST /bills/upsert`, as the domain schema reads it (amounts in rupees). */
export type BillRequest = z.input<typeof billInput>;

export type RequestOptions = {
  /** False when the plan has no reminders: the bill then carries none. */
  includeReminder: boolean;
};

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

/**
 * Validates the typed bill with the server's own schema (product §5 messages), so the form
 * and the API can never disagree; a valid form submits the request it was checked as.
 * The schema, and turning the typed bill into a request, load on first use
 * (lib/lazy-resolver.ts).
 */
export function billResolver(options: RequestOptions): LazyResolver<BillFormValues, BillRequest> {
  return lazyResolver<BillFormValues, BillRequest>(async () => {
    const { billCheck } = await import('./bill-validation');
    return billCheck(options, toFormPath);
  });
}
