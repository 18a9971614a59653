import type { Database } from '../../db/client';
import { findOwnFileHashes, saveFile } from './files.repository';
import { fileUrl, prepareImage, type PreparedImage } from './images';

/** Keeps a checked, re-encoded image (prepareImage) for the shop, in the caller's transaction. */
export async function storeImage(
  db: Database,
  { shopId, image }: { shopId: string; image: PreparedImage },
): Promise<void> {
  await saveFile(db, { tenantId: shopId, ...image });
}

/**
 * An upload checked and re-encoded (prepareImage: a 400 on `field` for anything but a
 * picture), kept for the shop; answers its URL, `/files/<sha256>.webp`.
 */
export async function storeUploadedImage(
  db: Database,
  {
    shopId,
    upload,
    maxSize,
    field,
  }: { shopId: string; upload: Buffer; maxSize: number; field: string },
): Promise<string> {
  const image = await prepareImage(upload, { maxSize, field });
  await storeImage(db, { shopId, image });
  return fileUrl(image.sha256);
}

/** The hashes among `sha256s` that name none of the shop's own stored files. */
export async function findForeignImages(
  db: Database,
  { shopId, sha256s }: { shopId: string; sha256s: string[] },
): Promise<Set<string>> {
  const own = new Set(await findOwnFileHashes(db, { shopId, sha256s: [...new Set(sha256s)] }));
  return new Set(sha256s.filter((sha256) => !own.has(sha256)));
}
