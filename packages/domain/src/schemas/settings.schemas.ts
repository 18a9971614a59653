import { z } from 'zod/mini';
import { FIELD_TYPES, withReceiptDefault } from '../categories/custom-field';
import { gstSettingsInput } from './gst.schemas';
import { billingModes, businessTypeField, languageField } from './shop-setup.schemas';
import { jsonField, numericField, optionalText, requiredText } from './fields';
import { LIMITS, MESSAGES } from './messages';

/** UPI virtual payment address: handle@bank. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9\-/_]*$/;

export const customFieldInput = z.pipe(
  z.object({
    label: requiredText(MESSAGES.fieldLabelRequired, LIMITS.customFieldLabel),
    type: z._default(z.enum(FIELD_TYPES, { error: MESSAGES.invalidOption }), 'text'),
    /** Absent (an older client): the label decides, so a password stays off the receipt. */
    showOnReceipt: z.optional(z.boolean({ error: MESSAGES.invalidOption })),
  }),
  z.transform(withReceiptDefault),
);

const customFieldList = z
  .array(customFieldInput)
  .check(z.maxLength(LIMITS.customFieldsPerList, MESSAGES.tooMany(LIMITS.customFieldsPerList)));

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
  location: z.optional(jsonField(locationInput)),
  greetingMessage: optionalText(LIMITS.note),
  footerNote: optionalText(LIMITS.note),
  billingMode: z.optional(jsonField(billingModes)),
  businessType: businessTypeField,
  serviceFields: z.optional(jsonField(customFieldList)),
  serviceDetails: z.optional(jsonField(customFieldList)),
  invoicePrefix: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.invoicePrefix, MESSAGES.tooLong(LIMITS.invoicePrefix)),
        z.regex(INVOICE_PREFIX_PATTERN, MESSAGES.invoicePrefixInvalid),
      ),
  ),
  invoiceStartNumber: z.optional(
    numericField(
      z
        .number({ error: MESSAGES.invoiceStartNumberInvalid })
        .check(
          z.int(MESSAGES.invoiceStartNumberInvalid),
          z.gte(1, MESSAGES.invoiceStartNumberInvalid),
          z.lte(LIMITS.invoiceStartNumber, MESSAGES.invoiceStartNumberInvalid),
        ),
    ),
  ),
  /** Empty clears the UPI ID. */
  upiId: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(LIMITS.upiId, MESSAGES.upiInvalid),
      z.refine((value) => value === '' || UPI_ID_PATTERN.test(value), MESSAGES.upiInvalid),
    ),
  ),
  language: z.optional(languageField),
  gst: z.optional(jsonField(gstSettingsInput)),
});
export type SettingsInput = z.infer<typeof settingsInput>;
