import {
  AppError,
  canChangeFollowup,
  followupNotifyAt,
  MESSAGES,
  type FollowupDto,
  type FollowupStatusInput,
} from '@khatabill/domain';
import type { Maker } from '../auth/maker';
import type { Database, Tx } from '../../db/client';
import { getShopAllowedTo } from '../shops/shops.service';
import { toFollowupDto } from './followup-dto';
import {
  findFollowupViews,
  insertFollowupRow,
  lockFollowupRow,
  setFollowupStatus,
  type FollowupRow,
} from './followups.repository';
import { FOLLOWUP_NOT_CHANGEABLE, FOLLOWUP_NOT_FOUND } from '../../messages';
import { assertIdOr404 } from '../../lib/ids';

export type FollowupStatusChange = { data: FollowupDto; next?: FollowupDto };

/**
 * Done, Cancel or Postpone, only while scheduled (the row is locked, so two taps cannot both
 * pass). Postponing keeps this one as postponed and books its successor at the new time in
 * the same transaction (ADR 010); the successor does not count toward the monthly limit.
 */
export async function updateFollowupStatus(
  db: Database,
  {
    shopId,
    followupId,
    change,
    now,
    maker,
  }: {
    shopId: string;
    followupId: string;
    change: FollowupStatusInput;
    now: Date;
    /** Who changes it: a postponement's successor is theirs. */
    maker: Maker;
  },
): Promise<FollowupStatusChange> {
  await getShopAllowedTo(db, { shopId, section: 'followups', now });
  assertIdOr404(followupId, FOLLOWUP_NOT_FOUND);
  return db.transaction(async (tx) => {
    const followup = await lockFollowupRow(tx, { shopId, followupId });
    if (!followup) throw new AppError('NOT_FOUND', FOLLOWUP_NOT_FOUND);
    if (!canChangeFollowup(followup.status)) {
      throw new AppError('CONFLICT', FOLLOWUP_NOT_CHANGEABLE);
    }
    await setFollowupStatus(tx, { shopId, followupId, status: change.status });
    const next =
      change.status === 'postponed'
        ? await bookSuccessor(tx, { shopId, followup, scheduledAt: change.scheduledAt, maker })
        : null;
    const ids = next ? [followupId, next.id] : [followupId];
    const views = await findFollowupViews(tx, { shopId, followupIds: ids });
    const dtoOf = (id: string) => {
      const view = views.find((candidate) => candidate.followup.id === id);
      if (!view) throw new Error(`follow-up ${id} lost its customer inside its transaction`);
      return toFollowupDto(view);
    };
    return next ? { data: dtoOf(followupId), next: dtoOf(next.id) } : { data: dtoOf(followupId) };
  });
}

/** The postponed follow-up's successor: the same customer, service, window and notes. */
async function bookSuccessor(
  tx: Tx,
  {
    shopId,
    followup,
    scheduledAt,
    maker,
  }: { shopId: string; followup: FollowupRow; scheduledAt: string | undefined; maker: Maker },
): Promise<FollowupRow> {
  // followupStatusInput already asks a postponement for its time; this keeps the types honest.
  if (!scheduledAt) {
    throw new AppError('VALIDATION', MESSAGES.selectTime, {
      errors: { scheduledAt: MESSAGES.selectTime },
    });
  }
  const at = new Date(scheduledAt);
  return insertFollowupRow(tx, {
    shopId,
    values: {
      customerId: followup.customerId,
      productId: followup.productId,
      scheduledAt: at,
      remindBefore: followup.remindBefore,
      notifyAt: followupNotifyAt(at, followup.remindBefore),
      notes: followup.notes,
      ...maker,
    },
  });
}
