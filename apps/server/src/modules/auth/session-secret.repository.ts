import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema';

export async function findServerSecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row?.value;
}

/** Stores the secret unless another process stored one first; either way answers the stored one. */
export async function insertServerSecret(
  db: Database,
  { name, value }: { name: string; value: string },
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const stored = await findServerSecret(db, name);
  if (stored === undefined) throw new Error(`server secret ${name} vanished after its insert`);
  return stored;
}
