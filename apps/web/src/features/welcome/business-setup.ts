import {
  BILLING_MODES,
  findCategory,
  type BillingMode,
  type CustomField,
  type ShopSettings,
} from '@khatabill/domain';

/** What the onboarding wizard collects before it saves. */
export type BusinessSetup = {
  modes: BillingMode[];
  /** A category id, '' while none is chosen. */
  businessType: string;
  serviceFields: CustomField[];
  serviceDetails: CustomField[];
};

/** Starts from what the shop has (a service signup already chose its category), else Product. */
export function initialSetup(settings: ShopSettings | undefined): BusinessSetup {
  if (!settings)
    return { modes: ['product'], businessType: '', serviceFields: [], serviceDetails: [] };
  return {
    modes: [...settings.billingMode],
    businessType: settings.businessType ?? '',
    serviceFields: [...settings.serviceFields],
    serviceDetails: [...settings.serviceDetails],
  };
}

export function toggleMode(setup: BusinessSetup, mode: BillingMode): BusinessSetup {
  const isOn = setup.modes.includes(mode);
  // Kept in one order, so the saved list does not depend on the order of the clicks.
  const modes = BILLING_MODES.filter((m) => (m === mode ? !isOn : setup.modes.includes(m)));
  return { ...setup, modes };
}

/** Choosing a category offers all its fields ticked; the owner unticks what they do not need. */
export function chooseCategory(setup: BusinessSetup, id: string): BusinessSetup {
  const category = findCategory(id);
  return {
    ...setup,
    businessType: category?.id ?? '',
    serviceFields: category ? [...category.serviceFields] : [],
    serviceDetails: category ? [...category.serviceDetails] : [],
  };
}

export const hasService = (setup: BusinessSetup) => setup.modes.includes('service');

export const isProductOnly = (setup: BusinessSetup) =>
  setup.modes.length === 1 && setup.modes[0] === 'product';

/** Product §2 "/welcome": Next is disabled until product-only or a business type is chosen. */
export const canLeaveModeStep = (setup: BusinessSetup) =>
  isProductOnly(setup) || (hasService(setup) && setup.businessType !== '');

/** Product §2 "/welcome": Finish & Start Billing needs at least one service handling field. */
export const canFinish = (setup: BusinessSetup) => setup.serviceDetails.length > 0;

export type BusinessSetupRequest = {
  billingMode: BillingMode[];
  businessType?: string;
  serviceFields?: CustomField[];
  serviceDetails?: CustomField[];
};

/** The `PUT /auth/settings` body; a product-only shop sends no service fields. */
export function toSettingsRequest(setup: BusinessSetup): BusinessSetupRequest {
  if (!hasService(setup)) return { billingMode: setup.modes };
  return {
    billingMode: setup.modes,
    businessType: setup.businessType,
    serviceFields: setup.serviceFields,
    serviceDetails: setup.serviceDetails,
  };
}
