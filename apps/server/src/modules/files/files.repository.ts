import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';

export type StoredFile = { tenantId: string; sha256: string; mime: string; bytes: Buffer };

/** Content-addressed: storing the same bytes again for the same shop changes nothing. */
export async function saveFile(db: Database, file: StoredFile): Promise<void> {
  await db.insert(files).values(file).onConflictDoNothing();
}

/** Public read for /files/{sha256}.webp: the hash names the content, whichever shop stored it. */
export async function findFileBySha256(
  db: Database,
  sha256: string,
): Promise<Pick<StoredFile, 'mime' | 'bytes'> | undefined> {
  const [row] = await db
    .select({ mime: files.mime, bytes: files.bytes })
    .from(files)
    .where(eq(files.sha256, sha256))
    .limit(1);
  return row;
}

/** Which of these hashes name files the shop stored itself. */
export async function findOwnFileHashes(
  db: Database,
  { shopId, sha256s }: { shopId: string; sha256s: string[] },
): Promise<string[]> {
  if (sha256s.length === 0) return [];
  const rows = await db
    .select({ sha256: files.sha256 })
    .from(files)
    .where(and(eq(files.tenantId, shopId), inArray(files.sha256, sha256s)));
  return rows.map((row) => row.sha256);
}
