import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, fileShops } from '../../db/schema';

export type StoredFile = { tenantId: string; sha256: string; mime: string; bytes: Buffer };

/**
 * Content-addressed: storing the same bytes again for the same shop changes nothing. The
 * look-up row that lets /files/{sha256}.webp find the shop goes in the same statement.
 */
export async function saveFile(db: Database, file: StoredFile): Promise<void> {
  const holder = db
    .$with('holder')
    .as(
      db
        .insert(fileShops)
        .values({ sha256: file.sha256, shopId: file.tenantId })
        .onConflictDoNothing()
        .returning({ shopId: fileShops.shopId }),
    );
  await db.with(holder).insert(files).values(file).onConflictDoNothing();
}

/**
 * Public read for /files/{sha256}.webp: the hash names the content, whichever shop stored
 * it. A shop holding it is found in the look-up, then its copy by (tenant_id, sha256).
 */
export async function findFileBySha256(
  db: Database,
  sha256: string,
): Promise<Pick<StoredFile, 'mime' | 'bytes'> | undefined> {
  const [holder] = await db
    .select({ shopId: fileShops.shopId })
    .from(fileShops)
    .where(eq(fileShops.sha256, sha256))
    .limit(1);
  if (!holder) return undefined;
  const [row] = await db
    .select({ mime: files.mime, bytes: files.bytes })
    .from(files)
    .where(and(eq(files.tenantId, holder.shopId), eq(files.sha256, sha256)));
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
