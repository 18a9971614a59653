import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { NewUser, UserRow } from '../auth/auth.repository';

export async function findShopsByMobile(db: Database, mobile: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.role, 'shop')));
}

export type PlanChanges = Partial<Pick<NewUser, 'plan' | 'planExpiresAt' | 'trialEndsAt'>>;

/** The updated shop, or undefined when no shop has this id. */
export async function updateShopPlan(
  db: Database,
  shopId: string,
  changes: PlanChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, shopId), eq(users.role, 'shop')))
    .returning();
  return row;
}
