import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { customers, statementLinks, users } from '../../db/schema';
import type { CustomerRow } from '../customers/customers.repository';

type CustomerRef = { shopId: string; customerId: string };

export async function findStatementToken(
  db: Database,
  { shopId, customerId }: CustomerRef,
): Promise<string | undefined> {
  const [row] = await db
    .select({ token: statementLinks.token })
    .from(statementLinks)
    .where(and(eq(statementLinks.shopId, shopId), eq(statementLinks.customerId, customerId)));
  return row?.token;
}

/** The customer's link; null when they already had one (a concurrent Share made it). */
export async function insertStatementToken(
  db: Database,
  { shopId, customerId, token }: CustomerRef & { token: string },
): Promise<string | null> {
  const [row] = await db
    .insert(statementLinks)
    .values({ shopId, customerId, token })
    .onConflictDoNothing({ target: [statementLinks.shopId, statementLinks.customerId] })
    .returning({ token: statementLinks.token });
  return row?.token ?? null;
}

export async function deleteStatementToken(tx: Tx, { shopId, customerId }: CustomerRef) {
  await tx
    .delete(statementLinks)
    .where(and(eq(statementLinks.shopId, shopId), eq(statementLinks.customerId, customerId)));
}

export type StatementShop = Pick<
  typeof users.$inferSelect,
  'shopName' | 'shopImage' | 'location' | 'upiId' | 'timeZone' | 'language'
>;

/** Public read by the token alone: the customer it names and that customer's shop. */
export async function findStatementByToken(
  db: Database,
  token: string,
): Promise<{ customer: CustomerRow; shop: StatementShop } | undefined> {
  const [row] = await db
    .select({
      customer: customers,
      shop: {
        shopName: users.shopName,
        shopImage: users.shopImage,
        location: users.location,
        upiId: users.upiId,
        timeZone: users.timeZone,
        language: users.language,
      },
    })
    .from(statementLinks)
    .innerJoin(
      customers,
      and(
        eq(customers.tenantId, statementLinks.shopId),
        eq(customers.id, statementLinks.customerId),
      ),
    )
    .innerJoin(users, eq(users.id, statementLinks.shopId))
    .where(eq(statementLinks.token, token));
  return row;
}
