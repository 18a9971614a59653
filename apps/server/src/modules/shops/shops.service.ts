import {
  AppError,
  entitlements,
  isGstInvoicePrefix,
  isGstRateOn,
  MESSAGES,
  percentToBasisPoints,
  PLAN_MESSAGES,
  toShopDay,
  type Capabilities,
  type GstSettings,
  type PlanShop,
  type SettingsInput,
  type ShopLocation,
  type UserDto,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { raiseInvoiceCounter } from '../bills/invoice-numbers.service';
import { storeImage } from '../files/files.service';
import { prepareImage } from '../files/images';
import {
  findShopById,
  findShopFieldConfig,
  findShopsByMobile,
  updateShop,
  type NewShop,
  type ShopFieldConfig,
  type ShopRow,
} from './shops.repository';
import { toUserDto } from './user-dto';
import { LOGIN_AGAIN } from '../../messages';

export { recordSignIn } from './shops.repository';

const SHOP_IMAGE_SIZE = 512;

type SettingsChanges = Partial<
  Pick<
    NewShop,
    | 'location'
    | 'greetingMessage'
    | 'footerNote'
    | 'billingMode'
    | 'businessType'
    | 'serviceFields'
    | 'serviceDetails'
    | 'invoicePrefix'
    | 'invoiceStartNumber'
    | 'upiId'
    | 'shopImage'
    | 'language'
    | 'gst'
  >
>;

export type UpdateSettings = {
  shopId: string;
  input: SettingsInput;
  /** The uploaded shop image, as sent. */
  image: Buffer | undefined;
  now: Date;
};

/**
 * `PUT /auth/settings`. Every check (plan, image) runs before anything is written, and
 * the writes share one transaction: a refused request changes nothing.
 */
export async function updateSettings(db: Database, update: UpdateSettings): Promise<UserDto> {
  const { shopId, input, image, now } = update;
  const user = await getShop(db, { shopId });
  assertPlanAllows(user, update);
  assertGstRules(user, update);
  const prepared = image
    ? await prepareImage(image, { maxSize: SHOP_IMAGE_SIZE, field: 'shopImage' })
    : undefined;

  const updated = await db.transaction(async (tx) => {
    if (prepared) await storeImage(tx, { shopId, image: prepared });
    const row = await updateShop(tx, { shopId, changes: changesOf(user, input, prepared?.sha256) });
    if (input.invoiceStartNumber !== undefined) {
      await raiseInvoiceCounter(tx, { shopId, next: input.invoiceStartNumber });
    }
    return row;
  });
  if (!updated) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  return toUserDto(updated, now);
}

/**
 * What GST asks of the settings as they will be: a default rate in force today, and for a
 * registered shop an invoice prefix that keeps every number a valid GST invoice number.
 */
function assertGstRules(user: ShopRow, { input, now }: UpdateSettings): void {
  const registration = input.gst?.registration ?? user.gst?.registration ?? 'none';
  if (registration === 'none') return;
  const errors: Record<string, string> = {};
  if (input.gst && !isGstRateOn(percentToBasisPoints(input.gst.defaultRate), toShopDay(now))) {
    errors['gst.defaultRate'] = MESSAGES.gstRateInvalid;
  }
  if (!isGstInvoicePrefix(input.invoicePrefix ?? user.invoicePrefix)) {
    errors.invoicePrefix = MESSAGES.gstInvoicePrefixInvalid;
  }
  const [first] = Object.values(errors);
  if (first) throw new AppError('VALIDATION', first, { errors });
}

function assertPlanAllows(user: ShopRow, { input, image, now }: UpdateSettings): void {
  const { can } = entitlements(user, now);
  if (image && !can.shopImage) {
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.shopImageExpired);
  }
  // The form sends every field back; only an actual change counts as editing.
  const editsPreferences =
    isChange(input.greetingMessage, user.greetingMessage) ||
    isChange(input.footerNote, user.footerNote);
  if (editsPreferences && !can.billingPreferences) {
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.billingPrefsExpired);
  }
}

const isChange = (sent: string | undefined, stored: string) =>
  sent !== undefined && sent !== stored;

/** Absent fields stay as they are (Drizzle leaves undefined columns out of the update). */
function changesOf(
  user: ShopRow,
  input: SettingsInput,
  shopImage: string | undefined,
): SettingsChanges {
  return {
    location: input.location && mergeLocation(user.location, input.location),
    greetingMessage: input.greetingMessage,
    footerNote: input.footerNote,
    billingMode: input.billingMode,
    businessType: input.businessType,
    serviceFields: input.serviceFields,
    serviceDetails: input.serviceDetails,
    invoicePrefix: input.invoicePrefix,
    invoiceStartNumber: input.invoiceStartNumber,
    upiId: input.upiId,
    shopImage,
    language: input.language,
    gst: gstChanges(user, input),
  };
}

/**
 * The GST settings to store: none while a shop that never registered leaves it off (so its
 * answers stay as they were before GST), and the shop's name as the legal name left empty.
 */
function gstChanges(user: ShopRow, { gst }: SettingsInput): GstSettings | undefined {
  if (!gst || (gst.registration === 'none' && !user.gst)) return undefined;
  const { defaultRate, ...settings } = gst;
  return {
    ...settings,
    legalName: gst.legalName || user.shopName,
    defaultRateBps: percentToBasisPoints(defaultRate),
  };
}

function mergeLocation(stored: ShopLocation, sent: Partial<ShopLocation>): ShopLocation {
  const given = Object.entries(sent).filter(([, value]) => value !== undefined);
  return { ...stored, ...Object.fromEntries(given) };
}

/** The signed-in account's row; a 401 when it has gone (say, deleted since its token was made). */
export async function getShop(db: Database, { shopId }: { shopId: string }): Promise<ShopRow> {
  const shop = await findShopById(db, { shopId });
  if (!shop) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  return shop;
}

/**
 * The parts of the app an expired starter cannot open at all, or cannot add to (product §6
 * "What an expired starter cannot do").
 */
type GatedSection = keyof Pick<Capabilities, 'expenses' | 'followups' | 'campaigns'>;

/** The signed-in shop, when its plan opens this part of the app now; else a 403. */
export async function getShopAllowedTo(
  db: Database,
  { shopId, section, now }: { shopId: string; section: GatedSection; now: Date },
): Promise<ShopRow> {
  const shop = await getShop(db, { shopId });
  assertShopCan(shop, section, now);
  return shop;
}

/** 403 "Upgrade to access this feature." unless the shop's plan opens this part of the app now. */
export function assertShopCan(shop: PlanShop, section: GatedSection, now: Date): void {
  if (!entitlements(shop, now).can[section]) {
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.upgradeToAccess);
  }
}

const NO_FIELDS: ShopFieldConfig = { serviceFields: [], serviceDetails: [] };

/** The shop's configured service fields (none for an account that has gone). */
export async function getShopFieldConfig(
  db: Database,
  { shopId }: { shopId: string },
): Promise<ShopFieldConfig> {
  return (await findShopFieldConfig(db, { shopId })) ?? NO_FIELDS;
}

/** `mobile` in E.164: the admin's look-up. */
export async function findShops(
  db: Database,
  { mobile, now }: { mobile: string; now: Date },
): Promise<UserDto[]> {
  const shops = await findShopsByMobile(db, { mobile });
  return shops.map((shop) => toUserDto(shop, now));
}

/** An admin's plan change; absent dates stay as they are and null clears them. */
export async function changeShopPlan(
  db: Database,
  {
    shopId,
    changes,
    now,
  }: {
    shopId: string;
    changes: Pick<NewShop, 'plan' | 'planExpiresAt' | 'trialEndsAt'>;
    now: Date;
  },
): Promise<UserDto | undefined> {
  const shop = await updateShop(db, { shopId, changes });
  return shop && toUserDto(shop, now);
}
