// High enough that the server's own re-encode is what decides the final quality.
const JPEG_QUALITY = 0.9;

/**
 * A phone's camera photo, cut down in the browser before it is uploaded: at most `maxSide`
 * pixels on its longest side (the server keeps no more), as a JPEG. On a cheap phone's
 * mobile data that turns a 4 MB photo into a few hundred kB, and keeps it under the upload
 * limit. Anything the browser cannot decode, or that would not get smaller, goes as it is
 * (the server still checks and re-encodes every image).
 */
export async function shrinkImage(file: File, maxSide: number): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    // Decoded upright: the photo's EXIF orientation is applied.
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) {
      bitmap.close();
      return file;
    }
    // JPEG has no transparency: a logo's clear background becomes white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const shrunk = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return shrunk && shrunk.size < file.size ? shrunk : file;
  } catch {
    return file;
  }
}
