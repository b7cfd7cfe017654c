import { UPLOAD_MAX_BYTES } from '@self-storage/core';
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: readonly number[]): boolean =>
  magic.every((b, i) => bytes[i] === b);

/**
 * Decodes `attachFile` and accepts it only if the bytes really are a JPEG or PNG of at most
 * 2 MB: the file name and data-URL type are the sender's word, and so are the first bytes, so
 * the image is decoded whole.
 */
export const decodeImage = (field: string, base64: string): { mime: string; bytes: Buffer } => {
  if (base64.startsWith('data:')) {
    throw refuse(
      'invalid_request',
      text(
        `${field} ต้องเป็น base64 ล้วน ไม่มีส่วนหัว data URL`,
        `${field} must be plain base64, without the data-URL prefix.`,
      ),
    );
  }
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw refuse('invalid_request', text(`${field} ไม่ใช่ base64 ที่ถูกต้อง`, `${field} is not valid base64.`));
  }
  // Checked before decoding so an oversized upload is never held twice in memory.
  if ((base64.length / 4) * 3 - (base64.match(/=+$/)?.[0].length ?? 0) > UPLOAD_MAX_BYTES) {
    throw refuse('invalid_request', text('ไฟล์รูปภาพต้องมีขนาดไม่เกิน 2 MB', `${field} is larger than 2 MB.`));
  }
  const bytes = Buffer.from(base64, 'base64');
  const mime = startsWith(bytes, PNG_MAGIC)
    ? 'image/png'
    : startsWith(bytes, JPEG_MAGIC)
      ? 'image/jpeg'
      : undefined;
  if (mime && decodes(mime, bytes)) return { mime, bytes };
  throw refuse(
    'invalid_request',
    text('ไฟล์ต้องเป็นรูปภาพ JPG หรือ PNG ที่เปิดได้', `${field} must be a JPG or PNG image that opens.`),
  );
};

/** Larger images are refused before they are decoded: a small file can claim a huge picture. */
const MAX_PIXELS = 25_000_000;
/** What a PNG ends with: an empty IEND chunk and its CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

/**
 * Whether the bytes decode as a whole image of their type, with nothing after its end: magic
 * bytes followed by HTML or a script (a polyglot) are refused. pngjs checks every chunk's CRC
 * and inflates the pixels; jpeg-js decodes every scan.
 */
const decodes = (mime: string, bytes: Buffer): boolean => {
  try {
    if (mime === 'image/png') {
      if (bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PIXELS) return false;
      if (!bytes.subarray(-PNG_END.length).equals(PNG_END)) return false;
      const png = PNG.sync.read(bytes);
      return png.width > 0 && png.height > 0;
    }
    if (!bytes.subarray(-JPEG_END.length).equals(JPEG_END)) return false;
    const jpeg = decodeJpeg(bytes, { maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 256 });
    return jpeg.width > 0 && jpeg.height > 0;
  } catch {
    return false;
  }
};
