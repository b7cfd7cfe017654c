import * as z from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants.ts';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64.ts';
import type { ErrorKey } from '../errors.ts';

export type UploadMime = 'image/jpeg' | 'image/png';

/** A checked document image, ready for the registration payload's `attachFile`. */
export interface DocumentImage {
  /** What the bytes are, from their signature (not what the browser claimed). */
  mime: UploadMime;
  /** Base64 of the file, without any data-URL prefix. */
  base64: string;
  size: number;
}

/** What a file input gives the web (a data URL from FileReader) or the CLI (bytes and a type). */
export type DocumentInput = string | { bytes: Uint8Array; mime: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** `image/jpg` is not registered but some systems still label JPEG files with it. */
const DECLARED_MIMES: Readonly<Record<string, UploadMime>> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/png': 'image/png',
};
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/i;
const UPLOAD_PREFIX = /^data:image\/(?:png|jpe?g);base64,/i;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type by its magic bytes, JPEG or PNG only. */
export const detectImageMime = (bytes: Uint8Array): UploadMime | undefined => {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
};

/** SPEC section 5: the PNG or JPEG data-URL prefix is removed before sending; other text is kept. */
export const stripDataUrlPrefix = (value: string): string => value.replace(UPLOAD_PREFIX, '');

/** Bytes a base64 text holds, counted without decoding it. */
const base64ByteLength = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

export type DocumentCheck = { ok: true; image: DocumentImage } | { ok: false; key: ErrorKey };

const refuse = (key: ErrorKey): DocumentCheck => ({ ok: false, key });

const checkDataUrl = (dataUrl: string): DocumentCheck => {
  const header = DATA_URL.exec(dataUrl);
  if (!header) return refuse('errors.fileType');
  const declared = DECLARED_MIMES[(header[1] ?? '').toLowerCase()];
  const isBase64 = (header[2] ?? '').toLowerCase().split(';').includes('base64');
  if (!declared || !isBase64) return refuse('errors.fileType');
  const base64 = dataUrl.slice(header[0].length).trim();
  if (base64 === '') return refuse('errors.emptyFile');
  // Sized before decoding so a huge paste is refused without holding it twice in memory.
  if (base64ByteLength(base64) > UPLOAD_MAX_BYTES) return refuse('errors.fileTooLarge');
  const bytes = base64ToBytes(base64);
  if (!bytes) return refuse('errors.fileType');
  const mime = detectImageMime(bytes);
  return mime ? { ok: true, image: { mime, base64, size: bytes.length } } : refuse('errors.fileType');
};

const checkBytes = (bytes: Uint8Array, declaredMime: string): DocumentCheck => {
  if (bytes.length === 0) return refuse('errors.emptyFile');
  if (!DECLARED_MIMES[declaredMime.toLowerCase()]) return refuse('errors.fileType');
  if (bytes.length > UPLOAD_MAX_BYTES) return refuse('errors.fileTooLarge');
  const mime = detectImageMime(bytes);
  return mime
    ? { ok: true, image: { mime, base64: bytesToBase64(bytes), size: bytes.length } }
    : refuse('errors.fileType');
};

/**
 * SPEC section 5's upload rules: required (`errors.emptyFile`), JPG or PNG by both the declared
 * type and the file's own signature (`errors.fileType`), at most 2 MB (`errors.fileTooLarge`).
 */
export const checkDocumentImage = (value: unknown): DocumentCheck => {
  if (value === undefined || value === null || value === '') return refuse('errors.emptyFile');
  if (typeof value === 'string') return checkDataUrl(value.trim());
  if (typeof value === 'object' && 'bytes' in value && value.bytes instanceof Uint8Array) {
    const mime = 'mime' in value && typeof value.mime === 'string' ? value.mime : '';
    return checkBytes(value.bytes, mime);
  }
  return refuse('errors.emptyFile');
};

/** checkDocumentImage as a schema: parses a DocumentInput into a DocumentImage. */
export const documentImageSchema = z.unknown().transform((value, context): DocumentImage => {
  const check = checkDocumentImage(value);
  if (check.ok) return check.image;
  context.issues.push({ code: 'custom', message: check.key, input: value });
  return z.NEVER;
});
