import { UPLOAD_MAX_BYTES } from '@self-storage/core';
import { decodeImage } from '../accounts/image.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import type { Tenant } from '../throttle/fair-share.ts';
import { isWellFormedPdf } from './pdf-structure.ts';

/** base64 of `%PDF-`, of a PNG's signature and of a JPEG's start. */
const PDF_BASE64_START = 'JVBERi0';
const IMAGE_BASE64_STARTS = ['iVBORw0KGgo', '/9j/'];

export interface CertificateFile {
  mime: 'application/pdf' | 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const notAcceptable = (field: string) =>
  refuse('invalid_request', text('server.replies.tax.certificateNotAcceptable', { field }));

/** Plain base64 of at most 2 MB, checked before a byte is decoded (the registration upload's rule). */
const decodeBase64 = (field: string, base64: string): Buffer => {
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw refuse('invalid_request', text('server.replies.tax.notBase64', { field }));
  const padding = base64.match(/=+$/)?.[0].length ?? 0;
  if ((base64.length / 4) * 3 - padding > UPLOAD_MAX_BYTES)
    throw refuse('invalid_request', text('server.replies.tax.fileTooLarge', { field }));
  return Buffer.from(base64, 'base64');
};

/**
 * A withholding certificate as uploaded: what starts as a JPG or PNG is checked exactly as the
 * registration's upload is (`decodeImage`: size, header, pixels, decoded whole off the server's
 * thread, in the tenant's fair share of the decoder); a PDF by its size and its structure
 * (tax/pdf-structure.ts); anything else is refused.
 */
export const checkCertificateFile = async (
  field: string,
  base64: string,
  tenant: Tenant,
): Promise<CertificateFile> => {
  if (IMAGE_BASE64_STARTS.some((start) => base64.startsWith(start)))
    return decodeImage(field, base64, tenant);
  const bytes = decodeBase64(field, base64);
  if (!base64.startsWith(PDF_BASE64_START) || !isWellFormedPdf(bytes)) throw notAcceptable(field);
  return { mime: 'application/pdf', bytes };
};
