import { z } from 'zod';
import { FIELD_TYPES, withReceiptDefault } from '../categories/custom-field';
import { billingModes, businessTypeField, languageField } from './auth.schemas';
import { jsonField, numericField, optionalText, requiredText } from './fields';
import { LIMITS, MESSAGES } from './messages';

/** UPI virtual payment address: handle@bank. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9\-/_]*$/;

export const customFieldInput = z
  .object({
    label: requiredText(MESSAGES.fieldLabelRequired, LIMITS.customFieldLabel),
    type: z.enum(FIELD_TYPES, { error: MESSAGES.invalidOption }).default('text'),
    /** Absent (an older client): the label decides, so a password stays off the receipt. */
    showOnReceipt: z.boolean({ error: MESSAGES.invalidOption }).optional(),
  })
  .transform(withReceiptDefault);

const customFieldList = z
  .array(customFieldInput)
  .max(LIMITS.customFieldsPerList, MESSAGES.tooMany(LIMITS.customFieldsPerList));

export const locationInput = z.object({
  address: optionalText(LIMITS.address),
  city: optionalText(LIMITS.name),
  state: optionalText(LIMITS.name),
  pincode: optionalText(LIMITS.pincode),
  country: optionalText(LIMITS.name),
});

/**
 * `PUT /auth/settings`: every field optional (absent = unchanged). Arrives as JSON or as
 * multipart text fields, so object fields may be JSON strings and numbers numeric strings.
 */
export const settingsInput = z.object({
  location: jsonField(locationInput).optional(),
  greetingMessage: optionalText(LIMITS.note),
  footerNote: optionalText(LIMITS.note),
  billingMode: jsonField(billingModes).optional(),
  businessType: businessTypeField,
  serviceFields: jsonField(customFieldList).optional(),
  serviceDetails: jsonField(customFieldList).optional(),
  invoicePrefix: z
    .string()
    .trim()
    .max(LIMITS.invoicePrefix, MESSAGES.tooLong(LIMITS.invoicePrefix))
    .regex(INVOICE_PREFIX_PATTERN, MESSAGES.invoicePrefixInvalid)
    .optional(),
  invoiceStartNumber: numericField(
    z
      .number({ error: MESSAGES.invoiceStartNumberInvalid })
      .int(MESSAGES.invoiceStartNumberInvalid)
      .min(1, MESSAGES.invoiceStartNumberInvalid)
      .max(LIMITS.invoiceStartNumber, MESSAGES.invoiceStartNumberInvalid),
  ).optional(),
  /** Empty clears the UPI ID. */
  upiId: z
    .string()
    .trim()
    .max(LIMITS.upiId, MESSAGES.upiInvalid)
    .refine((value) => value === '' || UPI_ID_PATTERN.test(value), MESSAGES.upiInvalid)
    .optional(),
  language: languageField.optional(),
});
export type SettingsInput = z.infer<typeof settingsInput>;
