import { BUSINESS_CATEGORIES } from '@khatabill/domain';
import { messages } from './i18n';

// The business categories and their preset service fields, with the domain's English; apart
// from domain-messages.ts so that screens which name no category do not load them. Their
// Hindi is in hi/domain.json.

export const categoryMessages = messages(
  'domain/categories',
  Object.fromEntries(BUSINESS_CATEGORIES.map((category) => [category.id, category.label])),
);

/** The preset field labels of every category, each once, keyed by their English. */
const PRESET_FIELD_LABELS = [
  ...new Set(
    BUSINESS_CATEGORIES.flatMap((category) =>
      [...category.serviceFields, ...category.serviceDetails].map((field) => field.label),
    ),
  ),
];

export const presetFieldMessages = messages(
  'domain/preset-fields',
  Object.fromEntries(PRESET_FIELD_LABELS.map((label) => [label, label])),
);

/**
 * A service field's label as the language shown reads it: a shop's fields start as copies of
 * its category's presets, so a label still equal to a preset is translated; one the owner
 * wrote is their own text and shown as written.
 */
export function fieldLabelText(label: string, presets: Record<string, string>): string {
  return Object.hasOwn(presets, label) ? (presets[label] ?? label) : label;
}
