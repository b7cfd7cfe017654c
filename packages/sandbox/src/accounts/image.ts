import { UPLOAD_MAX_BYTES } from '@self-storage/core';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: readonly number[]): boolean =>
  magic.every((b, i) => bytes[i] === b);

/**
 * Decodes `attachFile` and accepts it only if the bytes really are a JPEG or PNG of at most
 * 2 MB: the file name and data-URL type are the sender's word, the magic bytes are not.
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
  if (startsWith(bytes, PNG)) return { mime: 'image/png', bytes };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', bytes };
  throw refuse('invalid_request', text('ไฟล์ต้องเป็นรูปภาพ JPG หรือ PNG', `${field} must be a JPG or PNG image.`));
};
