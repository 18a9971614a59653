import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { followups } from '../../db/schema';

/** Records that these follow-ups have their notification. */
export async function markFollowupsNotified(
  tx: Tx,
  {
    followupIds,
    now,
  }: { followupIds: readonly { shopId: string; followupId: string }[]; now: Date },
): Promise<void> {
  if (followupIds.length === 0) return;
  const keys = sql.join(
    followupIds.map(({ shopId, followupId }) => sql`(${shopId}::uuid, ${followupId}::uuid)`),
    sql`, `,
  );
  await tx
    .update(followups)
    .set({ notifiedAt: now })
    .where(sql`(${followups.tenantId}, ${followups.id}) in (${keys})`);
}
