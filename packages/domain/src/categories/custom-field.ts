import { LIMITS } from '../schemas/messages';

export const FIELD_TYPES = ['text', 'textarea', 'date', 'number'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A Service Request or Service Handling field a shop puts on its bills. */
export type CustomField = {
  label: string;
  type: FieldType;
  /** Off: the value stays on the shop's copy and never reaches the customer's receipt. */
  showOnReceipt: boolean;
};

/** A field as settings saved before receipt visibility existed may hold it: without the flag. */
export type StoredCustomField = Omit<CustomField, 'showOnReceipt'> & { showOnReceipt?: boolean };

// Words that name the secret a customer unlocks a device with. Whole words only, so
// "Spin class" and "Pinecone" stay public; "PIN code" is private, the safe side of the doubt.
const SECRET_WORDS = new Set([
  'password',
  'passwords',
  'passwd',
  'pin',
  'pins',
  'pattern',
  'patterns',
  'passcode',
  'passcodes',
  // The same words as shops write them in Hindi.
  'पासवर्ड',
  'पिन',
  'पैटर्न',
  'पासकोड',
]);
// Letters with their combining marks (Devanagari vowel signs are marks) and digits.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
// "unlockPattern" is two words, as the "advanceAmount" advance label is.
const CAMEL_HUMP = /(\p{Ll})(\p{Lu})/gu;

/** Whether a field with this label is kept off the customer's receipt until the shop says otherwise. */
export function isPrivateByDefault(label: string): boolean {
  // Labels are capped at input; the cap here keeps any caller's scan short all the same.
  const words = label
    .slice(0, LIMITS.customFieldLabel)
    .replace(CAMEL_HUMP, '$1 $2')
    .toLowerCase()
    .match(WORD);
  return words?.some((word) => SECRET_WORDS.has(word)) ?? false;
}

/** A new field, on the receipt unless its label names a secret. */
export function customField(label: string, type: FieldType = 'text'): CustomField {
  return { label, type, showOnReceipt: !isPrivateByDefault(label) };
}

/** A stored field with its receipt visibility; one saved without it gets the label's default. */
export function withReceiptDefault({ label, type, showOnReceipt }: StoredCustomField): CustomField {
  return { label, type, showOnReceipt: showOnReceipt ?? !isPrivateByDefault(label) };
}
