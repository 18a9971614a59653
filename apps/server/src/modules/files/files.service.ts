import type { Database } from '../../db/client';
import { saveFile } from './files.repository';
import type { PreparedImage } from './images';

/** Keeps a checked, re-encoded image (prepareImage) for the shop, in the caller's transaction. */
export async function storeImage(
  db: Database,
  { shopId, image }: { shopId: string; image: PreparedImage },
): Promise<void> {
  await saveFile(db, { tenantId: shopId, ...image });
}
