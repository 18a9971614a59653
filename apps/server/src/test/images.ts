import sharp from 'sharp';

/** A plain PNG of this size. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A file field for `multipartPayload`. */
export function imageField(bytes: Uint8Array, filename = 'logo.png') {
  return { blob: new Blob([bytes]), filename };
}
