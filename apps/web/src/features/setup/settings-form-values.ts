import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_CATEGORY_IDS,
  DEFAULT_COUNTRY,
  gstSuggestionFor,
  requireCategory,
  settingsInput,
  type BillingMode,
  type BusinessCategoryId,
  type CustomField,
  type GstRegistration,
  type SettingsInput,
  type ShopLocation,
  type UserDto,
} from '@khatabill/domain';
import type { Path, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';

/** The Settings form as typed; the schema turns it into the `PUT /auth/settings` body. */
export type SettingsFormValues = {
  location: ShopLocation;
  billingMode: BillingMode[];
  businessType: BusinessCategoryId | '';
  serviceFields: CustomField[];
  serviceDetails: CustomField[];
  /** Changes only through the Verify dialog's Confirm. */
  upiId: string;
  invoicePrefix: string;
  invoiceStartNumber: string;
  greetingMessage: string;
  footerNote: string;
  gst: {
    registration: GstRegistration;
    gstin: string;
    legalName: string;
    pricesIncludeTax: boolean;
    /** Percent, as the rate picker's option values: `18`, `0.25`. */
    defaultRate: string;
    defaultHsn: string;
  };
};

/** The form's fields, named as the server names them in its per-field errors. */
export const SETTINGS_FIELDS = [
  'location',
  'location.address',
  'location.city',
  'location.state',
  'location.pincode',
  'location.country',
  'billingMode',
  'businessType',
  'serviceFields',
  'serviceDetails',
  'upiId',
  'invoicePrefix',
  'invoiceStartNumber',
  'greetingMessage',
  'footerNote',
  'gst',
  'gst.registration',
  'gst.gstin',
  'gst.legalName',
  'gst.pricesIncludeTax',
  'gst.defaultRate',
  'gst.defaultHsn',
] as const satisfies readonly Path<SettingsFormValues>[];

export function toFormValues({ settings }: UserDto): SettingsFormValues {
  return {
    location: { ...settings.location, country: settings.location.country || DEFAULT_COUNTRY },
    billingMode: [...settings.billingMode],
    businessType: BUSINESS_CATEGORY_IDS.find((id) => id === settings.businessType) ?? '',
    serviceFields: [...settings.serviceFields],
    serviceDetails: [...settings.serviceDetails],
    upiId: settings.upiId,
    invoicePrefix: settings.invoicePrefix,
    invoiceStartNumber: String(settings.invoiceStartNumber),
    greetingMessage: settings.greetingMessage,
    footerNote: settings.footerNote,
    gst: gstFormValues(settings),
  };
}

/** The shop's GST settings; before its first save, the usual rate and SAC of its category. */
function gstFormValues({ gst, businessType }: UserDto['settings']): SettingsFormValues['gst'] {
  if (gst) return { ...gst, defaultRate: String(gst.defaultRate) };
  const suggestion = gstSuggestionFor(businessType);
  return {
    registration: 'none',
    gstin: '',
    legalName: '',
    pricesIncludeTax: true,
    defaultRate: String(suggestion.rateBps / 100),
    defaultHsn: suggestion.hsn,
  };
}

/** The server's settings rules, plus signup's: a service business names its category. */
const settingsFormSchema = settingsInput.check(z.superRefine(requireCategory));

/**
 * Validates the form with the server's schema. Its object fields first pass a JSON
 * preprocess (multipart sends them as text), which types their input as unknown, so the
 * resolver is given the form's own shape, which that schema accepts.
 */
export const settingsResolver = zodResolver(settingsFormSchema) as Resolver<
  SettingsFormValues,
  unknown,
  SettingsInput
>;

/** The whole form is sent, except billing preferences when the plan may not change them. */
export function toSettingsRequest(
  settings: SettingsInput,
  canEditPreferences: boolean,
): SettingsInput {
  if (canEditPreferences) return settings;
  const { greetingMessage: _greeting, footerNote: _footer, ...allowed } = settings;
  return allowed;
}
