import { createHash } from 'node:crypto';
import { AppError } from '@khatabill/domain';
import sharp from 'sharp';
import { UNSUPPORTED_IMAGE } from '../../messages';

export const WEBP_MIME = 'image/webp';

type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

// A 2 MB upload can still claim gigapixel dimensions; refuse to decode past ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

/** The format the bytes really are, from their signature; the name and header are not trusted. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  return null;
}

export type PreparedImage = { sha256: string; mime: typeof WEBP_MIME; bytes: Buffer };

/**
 * Checks an upload and re-encodes it as a still WebP that fits in `maxSize` × `maxSize`
 * (turned upright by its EXIF orientation, never enlarged). Re-encoding also drops the
 * metadata, the shop's location among it. Anything else is a 400 naming the form `field`.
 */
export async function prepareImage(
  upload: Buffer,
  { maxSize, field }: { maxSize: number; field: string },
): Promise<PreparedImage> {
  const unsupported = () =>
    new AppError('VALIDATION', UNSUPPORTED_IMAGE, { errors: { [field]: UNSUPPORTED_IMAGE } });
  if (!detectImageType(upload)) throw unsupported();
  let bytes: Buffer;
  try {
    bytes = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(maxSize, maxSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // A right signature on a broken or oversized picture.
    throw unsupported();
  }
  return { sha256: createHash('sha256').update(bytes).digest('hex'), mime: WEBP_MIME, bytes };
}

/** The public URL of a stored image. */
export function fileUrl(sha256: string): string {
  return `/files/${sha256}.webp`;
}

/** The hash a stored image's URL names (a path the domain's IMAGE_PATH_PATTERN accepted). */
export function sha256OfFileUrl(url: string): string {
  return url.slice('/files/'.length, -'.webp'.length);
}
