import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Whether an upload decodes whole: pngjs checks every chunk's CRC and inflates the pixels; jpeg-js
 * decodes every scan. Pure, so a tiny picture is checked in place and a larger one in a worker
 * (accounts/image.ts).
 */
export const decodes = (mime: string, bytes: Uint8Array, maxPixels: number): boolean => {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (mime === 'image/png') {
      const png = PNG.sync.read(buffer);
      return png.width > 0 && png.height > 0;
    }
    const jpeg = decodeJpeg(buffer, {
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: 256,
      formatAsRGBA: false,
    });
    return jpeg.width > 0 && jpeg.height > 0;
  } catch {
    return false;
  }
};
