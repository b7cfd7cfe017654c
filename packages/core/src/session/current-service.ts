import * as z from 'zod';
import { readEncoded, writeEncoded } from './encoded.ts';
import { STORAGE_KEYS } from './keys.ts';
import type { KeyValueStorage } from './storage.ts';
import { safeRemoveItem } from './storage.ts';

/**
 * Where the booking flow is (SPEC section 4): `summary` before a booking exists, `checkout` once
 * the customer service id is known (from booking-storage or a payment link, whose pin comes too).
 */
export const currentServiceSchema = z.discriminatedUnion('serviceState', [
  z.object({ serviceState: z.literal('summary') }),
  z.object({
    serviceState: z.literal('checkout'),
    serviceId: z.number().int().positive(),
    servicePin: z.string().min(1).optional(),
  }),
]);
export type CurrentService = z.infer<typeof currentServiceSchema>;
export type ServiceState = CurrentService['serviceState'];

const parseCurrentService = (value: unknown): CurrentService | undefined => {
  const parsed = currentServiceSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** Returns whether it was stored. Throws a ZodError for a value of the wrong shape (a bug). */
export const saveCurrentService = (storage: KeyValueStorage, service: CurrentService): boolean =>
  writeEncoded(storage, STORAGE_KEYS.currentService, currentServiceSchema.parse(service));

export const readCurrentService = (storage: KeyValueStorage): CurrentService | undefined =>
  readEncoded(storage, STORAGE_KEYS.currentService, parseCurrentService);

export const clearCurrentService = (storage: KeyValueStorage): void =>
  safeRemoveItem(storage, STORAGE_KEYS.currentService);
