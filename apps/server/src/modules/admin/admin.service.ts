import { AppError, type AdminPlanInput, type UserDto } from '@khatabill/domain';
import type { Database } from '../../db/client';
import { updateShop } from '../auth/auth.repository';
import { toUserDto } from '../auth/user-dto';
import { findShopsByMobile } from './admin.repository';
import { SHOP_NOT_FOUND } from '../../messages';

/** `mobile` in E.164. */
export async function findShops(db: Database, mobile: string, now: Date): Promise<UserDto[]> {
  const shops = await findShopsByMobile(db, mobile);
  return shops.map((shop) => toUserDto(shop, now));
}

/** Absent dates stay as they are; null clears them. */
export async function setShopPlan(
  db: Database,
  shopId: string,
  input: AdminPlanInput,
  now: Date,
): Promise<UserDto> {
  const shop = await updateShop(db, shopId, {
    plan: input.plan,
    planExpiresAt: input.planExpiresAt,
    trialEndsAt: input.trialEndsAt,
  });
  if (!shop) throw new AppError('NOT_FOUND', SHOP_NOT_FOUND);
  return toUserDto(shop, now);
}
