import { isPrivateByDefault, withReceiptDefault, type StoredCustomField } from './custom-field';

/** One value a bill holds for a custom field. */
export type FieldValue = { label: string; value: string };

// Code-unit order: the same in every JavaScript engine and on both databases, unlike
// `jsonb` key order (by length) or an object's (integer-like keys first).
const byLabel = (a: FieldValue, b: FieldValue) =>
  a.label < b.label ? -1 : a.label > b.label ? 1 : 0;

/**
 * A bill's `{label: value}` in the shop's configured order (product §10 "Service fields:
 * order and privacy"), then values kept under labels the shop no longer configures, by
 * label. Never the stored key order.
 */
export function orderFieldValues(
  fields: readonly Pick<StoredCustomField, 'label'>[],
  values: Readonly<Record<string, string>>,
): FieldValue[] {
  const stored = new Map(Object.entries(values));
  const configured: FieldValue[] = [];
  for (const { label } of fields) {
    const value = stored.get(label);
    if (value === undefined) continue;
    configured.push({ label, value });
    // A label listed twice still shows its value once.
    stored.delete(label);
  }
  const others = [...stored].map(([label, value]) => ({ label, value }));
  return [...configured, ...others.sort(byLabel)];
}

/**
 * Whether the customer's copy shows a value kept under `label`: as the shop's field says,
 * or, for a label no longer configured, as the label's default, so a password stays
 * private whatever the settings became.
 */
export function isShownOnReceipt(fields: readonly StoredCustomField[], label: string): boolean {
  const matches = fields.filter((field) => field.label === label).map(withReceiptDefault);
  if (matches.length === 0) return !isPrivateByDefault(label);
  return matches.every((field) => field.showOnReceipt);
}

/** What the customer's copy shows: the filled-in values it may show, in the configured order. */
export function receiptFieldValues(
  fields: readonly StoredCustomField[],
  values: Readonly<Record<string, string>>,
): FieldValue[] {
  return orderFieldValues(fields, values).filter(
    ({ label, value }) => value.trim() !== '' && isShownOnReceipt(fields, label),
  );
}
