import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';

export async function findShopsByMobile(db: Database, mobile: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.role, 'shop')));
}
