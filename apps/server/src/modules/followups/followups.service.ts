import {
  AppError,
  canCreateFollowup,
  followupNotifyAt,
  PLAN_MESSAGES,
  usageOf,
  type FollowupDto,
  type FollowupInput,
  type FollowupSaveResult,
  type PagedList,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { findCustomerOrFail } from '../customers/customers.service';
import { findProductOrFail } from '../products/products.service';
import { countFollowupInPeriod, openBillingPeriod } from '../shops/shop-billing.service';
import { assertShopCan, getShopAllowedTo } from '../shops/shops.service';
import type { BillingShop } from '../shops/shops.repository';
import { toFollowupDto } from './followup-dto';
import type { FollowupListQuery } from './followups.schema';
import type { Maker } from '../auth/maker';
import { findFollowupViews, insertFollowupRow, listFollowupViews } from './followups.repository';
import { FOLLOWUP_NOT_FOUND } from '../../messages';
import { assertIdOr404 } from '../../lib/ids';

// Follow-ups and bookings (product §2 /follow-up, /follow-up-status). An expired starter cannot
// open them: every call checks the plan first (403).

type ShopCall = { shopId: string; now: Date };

// The reminder job's batch of follow-ups whose reminder is due.
export { claimDueFollowupRows } from './followups.repository';

/**
 * Books a follow-up for one of the shop's customers and products. Under the shop's lock (the
 * one bill saves take), the monthly limit is checked and the follow-up counted with its
 * insert, so concurrent creates never pass the limit; a trial has none but still counts.
 */
export async function createFollowup(
  db: Database,
  { shopId, now, input, maker }: ShopCall & { input: FollowupInput; maker: Maker },
): Promise<FollowupSaveResult> {
  return db.transaction(async (tx) => {
    const lockedShop = await openBillingPeriod(tx, { shopId, now });
    assertShopCan(lockedShop, 'followups', now);
    // Held in key share until the follow-up is in: neither can be deleted under it.
    const ref = { shopId, lock: 'key share' } as const;
    const customer = await findCustomerOrFail(tx, { ...ref, customerId: input.customerId });
    const product = await findProductOrFail(tx, { ...ref, productId: input.productId });
    assertBelowLimit(lockedShop, now);

    const scheduledAt = new Date(input.scheduledAt);
    const followup = await insertFollowupRow(tx, {
      shopId,
      values: {
        customerId: customer.id,
        productId: product.id,
        scheduledAt,
        remindBefore: input.remindBefore,
        notifyAt: followupNotifyAt(scheduledAt, input.remindBefore),
        notes: input.notes,
        ...maker,
      },
    });
    const shop = await countFollowupInPeriod(tx, { shopId });
    return { data: toFollowupDto({ followup, customer, product }), usage: usageOf(shop, now) };
  });
}

/** 402 with the Plan Limit dialog's text once the month's follow-ups are used up. */
function assertBelowLimit(shop: BillingShop, now: Date): void {
  if (canCreateFollowup(shop, now)) return;
  const { limit } = usageOf(shop, now).followups;
  throw new AppError(
    'LIMIT_REACHED',
    PLAN_MESSAGES.planLimitDialog(shop.plan, limit ?? 0, 'follow-ups'),
  );
}

export async function getFollowup(
  db: Database,
  { shopId, now, followupId }: ShopCall & { followupId: string },
): Promise<FollowupDto> {
  await getShopAllowedTo(db, { shopId, section: 'followups', now });
  assertIdOr404(followupId, FOLLOWUP_NOT_FOUND);
  const [view] = await findFollowupViews(db, { shopId, followupIds: [followupId] });
  if (!view) throw new AppError('NOT_FOUND', FOLLOWUP_NOT_FOUND);
  return toFollowupDto(view);
}

/** Follow-Up Status: the scheduled ones first (soonest first), then the others (latest first). */
export async function listFollowups(
  db: Database,
  { shopId, now, query }: ShopCall & { query: FollowupListQuery },
): Promise<PagedList<FollowupDto>> {
  await getShopAllowedTo(db, { shopId, section: 'followups', now });
  const { status, page, limit } = query;
  const { rows, total } = await listFollowupViews(db, {
    shopId,
    status: status ?? null,
    limit,
    offset: (page - 1) * limit,
  });
  return { data: rows.map(toFollowupDto), total, page, limit };
}
