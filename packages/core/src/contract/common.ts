import * as z from 'zod';
import { MAX_BAHT } from '../constants.ts';
import { lazySchema } from './lazy.ts';

/** Calendar date on the wire: YYYY-MM-DD. */
export const wireDate = z.iso.date();

/** Baht on the wire: a number with at most 2 decimals (integer satang inside the SDK), at most MAX_BAHT either way. */
export const baht = z
  .number()
  .finite()
  .min(-MAX_BAHT)
  .max(MAX_BAHT)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals')
  .meta({ description: `Baht, with at most 2 decimals, at most ${MAX_BAHT} either way.` });

export const id = z.number().int().positive();

/** A name in both languages, as the provider sends it. */
export const bilingual = { name_th: z.string(), name_en: z.string() };

/** Every reply carries these. A response_code other than 200 is a failure. */
export const envelope = {
  response_code: z.number().int(),
  response_message: z.string(),
};

export const paymentMethodId = z.union([z.literal(1), z.literal(4), z.literal(5)]);

export const availableMethods = lazySchema(() => z.array(z.object({ id: paymentMethodId })));

/** Reply with only the envelope (and optional free `datas`). */
export const emptyReply = lazySchema(() => z.object({ ...envelope, datas: z.unknown().optional() }));
