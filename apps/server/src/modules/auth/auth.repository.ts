import { randomUUID } from 'node:crypto';
import { isUuid } from '@khatabill/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountMobiles, users } from '../../db/schema';
import { insertShopRow, type NewShop, type ShopRow } from '../shops/shops.repository';

// Accounts as credentials: the look-ups of login, signup and the session guard. The rest of
// the row (settings, plan, counts) belongs to the shops module.

/** Only what the session guard needs on every request. */
export async function findUserRole(
  db: Database,
  { userId }: { userId: string },
): Promise<Pick<ShopRow, 'id' | 'role'> | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await userRoleQuery(db).execute({ userId });
  return row;
}

const userRoleQuery = (db: Database) =>
  db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user_role');

export async function findUserByMobile(
  db: Database,
  { mobile }: { mobile: string },
): Promise<ShopRow | undefined> {
  // The look-up keeps a mobile to one account (ADR 016); the account is then read by its id.
  const [account] = await db
    .select({ userId: accountMobiles.userId })
    .from(accountMobiles)
    .where(eq(accountMobiles.mobile, mobile));
  if (!account) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, account.userId));
  return row;
}

/**
 * The new row, or null when the mobile is taken (also by a concurrent insert, whose claim
 * is waited for). Claims the mobile first, so call it inside a transaction.
 */
export async function insertUser(db: Database, values: NewShop): Promise<ShopRow | null> {
  const userId = randomUUID();
  const [claimed] = await db
    .insert(accountMobiles)
    .values({ mobile: values.mobile, userId })
    .onConflictDoNothing()
    .returning({ userId: accountMobiles.userId });
  if (!claimed) return null;
  return insertShopRow(db, { ...values, id: userId });
}
