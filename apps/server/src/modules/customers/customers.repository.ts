import { paise, type Paise } from '@khatabill/domain';
import { and, asc, count, eq, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, RowLock } from '../../db/client';
import { escapeLike } from '../../db/like';
import { bills, customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type MinimalCustomerRow = Pick<CustomerRow, 'id' | 'name' | 'mobile'>;

/** The search key: what the owner types is compared lower-cased and trimmed. */
export function toNameAlias(name: string): string {
  return name.trim().toLowerCase();
}

/** `mobile` is 10 digits, as stored. */
export async function findCustomerByMobile(
  db: Database,
  { shopId, mobile }: { shopId: string; mobile: string },
): Promise<CustomerRow | undefined> {
  const [row] = await customerByMobileQuery(db).execute({ shopId, mobile });
  return row;
}

// Every bill save looks its customer up (ADR 013).
const customerByMobileQuery = (db: Database) =>
  db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, sql.placeholder('shopId')),
        eq(customers.mobile, sql.placeholder('mobile')),
      ),
    )
    .prepare('customer_by_mobile');

/**
 * `customerId` must be a UUID (the column type); callers check ids that come from a request.
 * `lock` holds the row until the transaction ends: `update` so its bills and balance cannot
 * change meanwhile, `key share` so it cannot be deleted under a row that refers to it.
 */
export async function findCustomerById(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
  { lock }: { lock?: RowLock } = {},
): Promise<CustomerRow | undefined> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, shopId), eq(customers.id, customerId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * The new customer, or null when the shop already has one with this mobile. ON CONFLICT
 * rather than a failed insert, so a caller's transaction stays usable after losing a race.
 */
export async function insertCustomer(
  db: Database,
  { shopId, name, mobile }: { shopId: string; name: string; mobile: string },
): Promise<CustomerRow | null> {
  const [row] = await db
    .insert(customers)
    .values({ tenantId: shopId, name, nameAlias: toNameAlias(name), mobile })
    .onConflictDoNothing({ target: [customers.tenantId, customers.mobile] })
    .returning();
  return row ?? null;
}

/** Fails with an error that `isMobileTakenError` recognises when another customer has the mobile. */
export async function updateCustomerContact(
  db: Database,
  {
    shopId,
    customerId,
    name,
    mobile,
  }: { shopId: string; customerId: string; name: string; mobile: string },
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ name, nameAlias: toNameAlias(name), mobile })
    .where(and(eq(customers.tenantId, shopId), eq(customers.id, customerId)))
    .returning();
  return row;
}

const MOBILE_KEY = 'customers_tenant_mobile_key';
const UNIQUE_VIOLATION = '23505';

/** The unique index on (shop, mobile) refused a write; Drizzle wraps the driver's error in `cause`. */
export function isMobileTakenError(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) {
      return 'constraint' in current && current.constraint === MOBILE_KEY;
    }
  }
  return false;
}

export async function deleteCustomerRow(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
): Promise<void> {
  await db
    .delete(customers)
    .where(and(eq(customers.tenantId, shopId), eq(customers.id, customerId)));
}

// The stored balance moves only with the khata's entries (ledger.service, and a new bill's
// statement): the khata keeps it equal to their sum.

/**
 * `balance = balance + delta` in one statement: the row lock PostgreSQL takes for the
 * update serializes concurrent entries, so none is lost (no read-modify-write in JS).
 */
export async function addToCustomerBalance(
  db: Database,
  { shopId, customerId, delta }: { shopId: string; customerId: string; delta: number },
): Promise<void> {
  await db
    .update(customers)
    .set({ balance: sql`${customers.balance} + ${delta}` })
    .where(and(eq(customers.tenantId, shopId), eq(customers.id, customerId)));
}

/**
 * addToCustomerBalance as a CTE of a new bill's statement (bills.repository insertNewBill):
 * it changes no row when `delta` is 0 or `billWritten` is false.
 */
export function addNewBillToBalance(
  db: Database,
  {
    shopId,
    customerId,
    delta,
    billWritten,
  }: { shopId: SQL; customerId: SQL; delta: SQL; billWritten: SQL },
) {
  return db.$with('balance', {}).as(
    sql`update ${customers} set ${sql.identifier(customers.balance.name)} = ${customers.balance} + ${delta}
      where ${customers.tenantId} = ${shopId} and ${customers.id} = ${customerId}
        and ${delta} <> 0 and ${billWritten}`,
  );
}

export async function hasBills(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.tenantId, shopId), eq(bills.customerId, customerId)))
    .limit(1);
  return row !== undefined;
}

/** What the owner typed, prepared for LIKE: `text` lower-cased, `digits` when it reads as a mobile. */
export type SearchTerm = { text: string; digits: string | null };

export type CustomerPage = {
  shopId: string;
  term: SearchTerm | null;
  limit: number;
  offset: number;
};

/** One page sorted by name, and how many customers match in all. */
export async function listCustomerPage(
  db: Database,
  { shopId, term, limit, offset }: CustomerPage,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = and(eq(customers.tenantId, shopId), term ? containsTerm(term) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(asc(customers.nameAlias), asc(customers.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Where a batch of the export stopped: the last customer's sort key. */
export type CustomerCursor = { nameAlias: string; id: string };

/** The next `limit` customers of the Customer Manager's order (by name) after `after`. */
export async function listCustomerBatch(
  db: Database,
  {
    shopId,
    term,
    after,
    limit,
  }: { shopId: string; term: SearchTerm | null; after: CustomerCursor | null; limit: number },
): Promise<CustomerRow[]> {
  const afterCursor = after
    ? sql`(${customers.nameAlias}, ${customers.id}) > (${after.nameAlias}, ${after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, shopId), term ? containsTerm(term) : undefined, afterCursor))
    .orderBy(asc(customers.nameAlias), asc(customers.id))
    .limit(limit);
}

/** What customers owe the shop (Σ of the negative balances, as a positive amount) and how many owe. */
export async function sumDues(
  db: Database,
  { shopId }: { shopId: string },
): Promise<{ total: Paise; customersOwing: number }> {
  const [row] = await db
    .select({
      // bigint sums come back as text; paise() refuses anything beyond 2^53 rather than round it.
      total: sql`coalesce(sum(-${customers.balance}), 0)`.mapWith((due) => paise(Number(due))),
      customersOwing: count(),
    })
    .from(customers)
    .where(owes(shopId));
  return { total: row?.total ?? paise(0), customersOwing: row?.customersOwing ?? 0 };
}

/** The customers who owe the most, largest due first. */
export async function listLargestDues(
  db: Database,
  { shopId, limit }: { shopId: string; limit: number },
): Promise<CustomerRow[]> {
  return db
    .select()
    .from(customers)
    .where(owes(shopId))
    .orderBy(asc(customers.balance), asc(customers.id))
    .limit(limit);
}

/**
 * The rows of the partial index customers_tenant_due_idx: its predicate written out the
 * same (a literal, not a parameter), so that the planner can always prove the match.
 */
function owes(shopId: string): SQL | undefined {
  return and(eq(customers.tenantId, shopId), sql`${customers.balance} < 0`);
}

/**
 * Customers whose name or mobile starts with the term, then (to fill up to `limit`) those
 * that contain it, each part by name in code-point order. The prefix query reads the first
 * matches of the names' "C" index (ADR 012); the contains query scans one shop's rows and
 * runs only when the prefixes did not fill the list.
 */
export async function searchCustomerRows(
  db: Database,
  { shopId, term, limit }: { shopId: string; term: SearchTerm; limit: number },
): Promise<CustomerRow[]> {
  const byPrefix = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, shopId), startsWithTerm(term)))
    .orderBy(...inCodePointOrder)
    .limit(limit);
  if (byPrefix.length === limit) return byPrefix;

  const found = byPrefix.map((row) => row.id);
  const byContains = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, shopId),
        containsTerm(term),
        found.length > 0 ? notInArray(customers.id, found) : undefined,
      ),
    )
    .orderBy(...inCodePointOrder)
    .limit(limit - byPrefix.length);
  return [...byPrefix, ...byContains];
}

// The order of customers_tenant_name_alias_c_idx, whatever the database's collation.
const inCodePointOrder = [asc(sql`${customers.nameAlias} collate "C"`), asc(customers.id)];

export async function listMinimalCustomers(
  db: Database,
  { shopId }: { shopId: string },
): Promise<MinimalCustomerRow[]> {
  return db
    .select({ id: customers.id, name: customers.name, mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.tenantId, shopId))
    .orderBy(asc(customers.nameAlias), asc(customers.id));
}

function startsWithTerm({ text, digits }: SearchTerm): SQL | undefined {
  const byName = like(customers.nameAlias, `${escapeLike(text)}%`);
  return digits ? or(byName, like(customers.mobile, `${digits}%`)) : byName;
}

function containsTerm({ text, digits }: SearchTerm): SQL | undefined {
  const byName = like(customers.nameAlias, `%${escapeLike(text)}%`);
  return digits ? or(byName, like(customers.mobile, `%${digits}%`)) : byName;
}
