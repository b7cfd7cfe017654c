import * as z from 'zod';
import { envelope, id } from './common.ts';
import { lazySchema } from './lazy.ts';

/**
 * The receipt of a paid bill: an extension of this API. The PDF travels base64-encoded inside
 * the usual envelope, so every reply stays JSON and is validated like the others.
 */
export const receiptRequest = lazySchema(() => z.object({ token: z.string().min(1), invoice_id: id }));
export const receiptReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({
      receipt_number: z.string(),
      filename: z.string(),
      /** The PDF, base64. */
      pdf: z.base64(),
    }),
  }),
);
