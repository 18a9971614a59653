import { z } from 'zod';
import { UNSUPPORTED_IMAGE } from '../../messages';

// The file of a multipart form: plugins/multipart reads it into a Buffer. Anything else
// in its place (say the current image URL echoed back in JSON) is no file at all.

const IMAGE_FILE = 'Image file (multipart only): JPEG, PNG, WebP or GIF, at most 2 MB';

/** An image a form may carry (Settings' shop image): undefined when none was sent. */
export const optionalImageFile = z
  .unknown()
  .transform((value) => (Buffer.isBuffer(value) ? value : undefined))
  .optional()
  .meta({ description: IMAGE_FILE });

/** An image a form must carry (a deal's picture): a 400 on the field without one. */
export const imageFile = z
  .unknown()
  .transform((value, ctx) => {
    if (Buffer.isBuffer(value)) return value;
    ctx.issues.push({ code: 'custom', message: UNSUPPORTED_IMAGE, input: value });
    return z.NEVER;
  })
  .meta({ description: IMAGE_FILE });
