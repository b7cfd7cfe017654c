import { Worker } from 'node:worker_threads';
import { UPLOAD_MAX_BYTES } from '@self-storage/core';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { FairShare, type FairShareLimits, type Tenant } from '../throttle/fair-share.ts';
import { decodes } from './decodes.ts';
import { imageDimensions } from './image-header.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/**
 * Larger pictures are refused from their header, before a pixel is decoded: a 400 KB file can
 * claim 4000×4000 pixels and cost seconds and a gigabyte to open. 12 MP is a 4000×3000 phone
 * photo; an ID card or company certificate needs far less.
 */
export const MAX_IMAGE_PIXELS = 12_000_000;
/** A decode that takes longer is stopped and the upload refused (a 12 MP JPEG takes 2 to 5 s). */
const DECODE_TIMEOUT_MS = 10_000;
/**
 * The worker's heap: a 12 MP JPEG needs some 120 MB of it; jpeg-js also caps what it allocates
 * (`maxMemoryUsageInMB`, decode-worker.ts).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
/**
 * Decodes share the server fairly (throttle/fair-share.ts): one at a time, for the server has few
 * cores and every customer needs one of them, served to sandboxes and their customers in turn. A
 * 12 MP JPEG takes seconds, so a customer may have two waiting or decoding, a sandbox six; the
 * server holds at most 24, a bound on the uploads kept in memory meanwhile.
 */
const DECODE_SHARES: FairShareLimits = {
  running: 1,
  perCustomer: 2,
  perSandbox: 6,
  total: 24,
  retryAfterS: 5,
};
/**
 * A picture this small (200×200) decodes in a few milliseconds, less than starting a worker: it
 * is checked in place and never queues, so testers registering side by side with a small scan
 * are not told to wait behind one another's photos.
 */
const IN_PLACE_PIXELS = 40_000;

/** What the sender's upload really is, or a refusal naming the field. */
export interface Image {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, magic: readonly number[]): boolean =>
  magic.every((b, i) => bytes[i] === b);

/** What a PNG ends with: an empty IEND chunk and its CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

const notAnImage = (field: string) =>
  refuse('invalid_request', text('server.replies.accounts.notAnImage', { field }));

const tooManyPixels = (field: string) =>
  refuse('invalid_request', text('server.replies.accounts.tooManyPixels', { field }));

const decodeTurns = new FairShare(DECODE_SHARES, {
  customer: (seconds) => text('server.replies.accounts.busyAccount', { seconds }),
  sandbox: (seconds) => text('server.replies.accounts.busySandbox', { seconds }),
  server: (seconds) => text('server.replies.accounts.busyServer', { seconds }),
});

/** Whether the bytes decode whole, in a worker stopped by its memory limit or the timeout. */
const decodesInWorker = (image: Image): Promise<boolean> =>
  new Promise((resolve) => {
    const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), {
      workerData: { mime: image.mime, bytes: image.bytes, maxPixels: MAX_IMAGE_PIXELS },
      resourceLimits: WORKER_LIMITS,
    });
    const timer = setTimeout(() => void worker.terminate(), DECODE_TIMEOUT_MS);
    let answer = false;
    worker.once('message', (decoded: boolean) => {
      answer = decoded === true;
    });
    // Out of memory, the timeout, or a crash: not an image this server will keep.
    worker.once('error', () => {});
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });

/**
 * Decodes `attachFile` and accepts it only if the bytes really are a JPEG or PNG of at most
 * 2 MB and 12 MP: the file name and data-URL type are the sender's word, and so are the first
 * bytes, so the image is decoded whole, off the server's thread, with nothing after its end (a
 * PNG header followed by HTML, an image with a script appended, is refused), in the tenant's
 * fair share of the decoder.
 */
export const decodeImage = async (field: string, base64: string, tenant: Tenant): Promise<Image> => {
  if (base64.startsWith('data:')) {
    throw refuse('invalid_request', text('server.replies.accounts.base64WithPrefix', { field }));
  }
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw refuse('invalid_request', text('server.replies.tax.notBase64', { field }));
  }
  // Checked before decoding so an oversized upload is never held twice in memory.
  if ((base64.length / 4) * 3 - (base64.match(/=+$/)?.[0].length ?? 0) > UPLOAD_MAX_BYTES) {
    throw refuse('invalid_request', text('server.replies.accounts.imageTooLarge', { field }));
  }
  const bytes = Buffer.from(base64, 'base64');
  const mime = startsWith(bytes, PNG_MAGIC)
    ? 'image/png'
    : startsWith(bytes, JPEG_MAGIC)
      ? 'image/jpeg'
      : undefined;
  if (!mime) throw notAnImage(field);
  const end = mime === 'image/png' ? PNG_END : JPEG_END;
  if (!bytes.subarray(-end.length).equals(end)) throw notAnImage(field);
  const size = imageDimensions(mime, bytes);
  if (!size || size.width === 0 || size.height === 0) throw notAnImage(field);
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw tooManyPixels(field);
  const image: Image = { mime, bytes };
  const whole =
    size.width * size.height <= IN_PLACE_PIXELS
      ? decodes(mime, bytes, MAX_IMAGE_PIXELS)
      : await decodeTurns.run(tenant, () => decodesInWorker(image));
  if (!whole) throw notAnImage(field);
  return image;
};
