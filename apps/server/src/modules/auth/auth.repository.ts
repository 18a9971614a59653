import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  // Ids also arrive from tokens and URLs; PostgreSQL rejects a malformed uuid with an error.
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A shop's configured service fields: they order a bill's values, and filter its receipt. */
export type ShopFieldConfig = Pick<UserRow, 'serviceFields' | 'serviceDetails'>;

export async function findShopFieldConfig(
  db: Database,
  shopId: string,
): Promise<ShopFieldConfig | undefined> {
  const [row] = await db
    .select({ serviceFields: users.serviceFields, serviceDetails: users.serviceDetails })
    .from(users)
    .where(eq(users.id, shopId));
  return row;
}

/** Only what the auth guard needs on every request. */
export async function findUserRole(
  db: Database,
  id: string,
): Promise<Pick<UserRow, 'id' | 'role'> | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserByMobile(db: Database, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

/** The new row, or null when the mobile is taken (also by a concurrent insert). */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  return row ?? null;
}

/** What may change on a shop account: not which account it is, nor its timestamps. */
export type ShopChanges = Partial<Omit<NewUser, 'id' | 'role' | 'createdAt' | 'updatedAt'>>;

/** The updated shop, or undefined when no shop has this id (an admin account is never changed). */
export async function updateShop(
  db: Database,
  shopId: string,
  changes: ShopChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, shopId), eq(users.role, 'shop')))
    .returning();
  return row;
}
