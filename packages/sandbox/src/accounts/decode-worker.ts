import { parentPort, workerData } from 'node:worker_threads';
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Decodes one upload off the server's thread (accounts/image.ts starts it with a memory and a
 * time limit) and posts whether it decoded whole. pngjs checks every chunk's CRC and inflates the
 * pixels; jpeg-js decodes every scan.
 */
const { mime, bytes, maxPixels } = workerData as { mime: string; bytes: Uint8Array; maxPixels: number };

const decodes = (): boolean => {
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

parentPort?.postMessage(decodes());
