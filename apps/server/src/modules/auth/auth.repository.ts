import { randomUUID } from 'node:crypto';
import { isUuid, type PlanShop } from '@khatabill/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountMobiles, members, users } from '../../db/schema';
import {
  insertShopRow,
  planShopColumns,
  type NewShop,
  type ShopRow,
} from '../shops/shops.repository';
import type { MemberRow } from '../staff/staff.repository';

// Accounts as credentials: the look-ups of login, signup and the session guard. The rest of
// the row (settings, plan, counts) belongs to the shops module.

/** Only what the session guard needs on every request. */
export async function findUserRole(
  db: Database,
  { userId }: { userId: string },
): Promise<Pick<ShopRow, 'id' | 'role' | 'name'> | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await userRoleQuery(db).execute({ userId });
  return row;
}

const userRoleQuery = (db: Database) =>
  db
    .select({ id: users.id, role: users.role, name: users.name })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user_role');

/** What the session guard needs of a staff member's token on every request: the shop's plan. */
export type MemberSession = Pick<ShopRow, 'id' | 'role'> & PlanShop & { memberName: string };

/**
 * The shop of a staff member who has joined, with its plan; undefined for a member removed,
 * one whose invite is not accepted yet, or a malformed id.
 */
export async function findMemberSession(
  db: Database,
  { shopId, memberId }: { shopId: string; memberId: string },
): Promise<MemberSession | undefined> {
  if (!isUuid(shopId) || !isUuid(memberId)) return undefined;
  const [row] = await memberSessionQuery(db).execute({ shopId, memberId });
  return row;
}

const memberSessionQuery = (db: Database) =>
  db
    .select({
      id: users.id,
      role: users.role,
      ...planShopColumns,
      memberName: members.name,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.tenantId))
    .where(
      and(
        eq(members.tenantId, sql.placeholder('shopId')),
        eq(members.id, sql.placeholder('memberId')),
        isNotNull(members.passwordHash),
      ),
    )
    .prepare('auth_member_session');

/** Whom a mobile signs in as: its account (a shop or an admin), and the staff member it is one's. */
export type AccountOfMobile = { user: ShopRow; member: MemberRow | null };

export async function findAccountByMobile(
  db: Database,
  { mobile }: { mobile: string },
): Promise<AccountOfMobile | undefined> {
  // The look-up keeps a mobile to one account (ADR 016); the rows are then read by their ids.
  const [account] = await db
    .select({ userId: accountMobiles.userId, memberId: accountMobiles.memberId })
    .from(accountMobiles)
    .where(eq(accountMobiles.mobile, mobile));
  if (!account) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, account.userId));
  if (!user) return undefined;
  if (account.memberId === null) return { user, member: null };
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.tenantId, account.userId), eq(members.id, account.memberId)));
  return member && { user, member };
}

/**
 * Claims a mobile for an account (a staff member's: with `memberId`): false when it is
 * taken, also by a concurrent claim, which is waited for. Call it in the transaction that
 * writes the account's row.
 */
export async function claimMobile(
  db: Database,
  claim: { mobile: string; userId: string; memberId?: string },
): Promise<boolean> {
  const claimed = await db
    .insert(accountMobiles)
    .values(claim)
    .onConflictDoNothing()
    .returning({ mobile: accountMobiles.mobile });
  return claimed.length > 0;
}

/** Frees a staff member's mobile, in the transaction that deletes the member. */
export async function releaseMemberMobile(
  db: Database,
  { shopId, memberId }: { shopId: string; memberId: string },
): Promise<void> {
  await db
    .delete(accountMobiles)
    .where(and(eq(accountMobiles.userId, shopId), eq(accountMobiles.memberId, memberId)));
}

/**
 * The new row, or null when the mobile is taken (also by a concurrent insert, whose claim
 * is waited for). Claims the mobile first, so call it inside a transaction.
 */
export async function insertUser(db: Database, values: NewShop): Promise<ShopRow | null> {
  const userId = randomUUID();
  if (!(await claimMobile(db, { mobile: values.mobile, userId }))) return null;
  return insertShopRow(db, { ...values, id: userId });
}
