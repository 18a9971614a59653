import {
  AppError,
  entitlements,
  PLAN_MESSAGES,
  type SettingsInput,
  type ShopLocation,
  type UserDto,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { findUserById, updateShop, type NewUser, type UserRow } from '../auth/auth.repository';
import { toUserDto } from '../auth/user-dto';
import { saveFile } from '../files/files.repository';
import { prepareImage } from '../files/images';
import { raiseInvoiceCounter } from './shops.repository';
import { LOGIN_AGAIN } from '../../messages';

const SHOP_IMAGE_SIZE = 512;

type SettingsChanges = Partial<
  Pick<
    NewUser,
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
  const user = await findUserById(db, shopId);
  if (!user) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  assertPlanAllows(user, update);
  const prepared = image
    ? await prepareImage(image, { maxSize: SHOP_IMAGE_SIZE, field: 'shopImage' })
    : undefined;

  const updated = await db.transaction(async (tx) => {
    if (prepared) await saveFile(tx, { tenantId: shopId, ...prepared });
    const row = await updateShop(tx, shopId, changesOf(user, input, prepared?.sha256));
    if (input.invoiceStartNumber !== undefined) {
      await raiseInvoiceCounter(tx, shopId, input.invoiceStartNumber);
    }
    return row;
  });
  if (!updated) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  return toUserDto(updated, now);
}

function assertPlanAllows(user: UserRow, { input, image, now }: UpdateSettings): void {
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
  user: UserRow,
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
  };
}

function mergeLocation(stored: ShopLocation, sent: Partial<ShopLocation>): ShopLocation {
  const given = Object.entries(sent).filter(([, value]) => value !== undefined);
  return { ...stored, ...Object.fromEntries(given) };
}
