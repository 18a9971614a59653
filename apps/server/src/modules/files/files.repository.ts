import { eq } from 'drizzle-orm';
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
