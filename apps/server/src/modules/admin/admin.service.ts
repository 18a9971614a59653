import { AppError, type AdminPlanInput, type UserDto } from '@khatabill/domain';
import type { Database } from '../../db/client';
import { SHOP_NOT_FOUND } from '../../messages';
import { changeShopPlan, findShops } from '../shops/shops.service';

export { findShops };

/** An admin sets a shop's plan; absent dates stay as they are, null clears them. */
export async function setShopPlan(
  db: Database,
  { shopId, input, now }: { shopId: string; input: AdminPlanInput; now: Date },
): Promise<UserDto> {
  const { plan, planExpiresAt, trialEndsAt } = input;
  const shop = await changeShopPlan(db, {
    shopId,
    changes: { plan, planExpiresAt, trialEndsAt },
    now,
  });
  if (!shop) throw new AppError('NOT_FOUND', SHOP_NOT_FOUND);
  return shop;
}
