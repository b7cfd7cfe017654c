import type { Hono } from 'hono';
import { createIdentifyToken } from '../accounts/links.ts';
import { addPin } from '../bookings/pins.ts';
import type { SandboxContext } from '../context.ts';
import { encryptLikeCryptoJs } from '../crypto/openssl-aes.ts';
import { bookingExists } from '../data/bookings.ts';
import { customerIdByEmail } from '../data/customers.ts';
import { httpFailure } from '../errors.ts';
import { readJson } from '../http/errors.ts';
import { originsOf } from '../origins.ts';
import { normalizeEmail } from '../reply.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positiveInt = (body: Record<string, unknown>, field: string): number | undefined => {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw httpFailure('invalid_request', `${field} must be a positive integer.`);
  }
  return value;
};

/**
 * Service link: an identify token encrypted with the identify key (crypto-js AES) as `p`, with
 * the optional pre-selections. Payment link: the booking id and its payment pin.
 */
const mint = (ctx: SandboxContext, body: unknown, web: string): string => {
  if (!isRecord(body)) throw httpFailure('invalid_request', 'Send a JSON object with a type.');
  if (body.type === 'service') {
    if (typeof body.email !== 'string') throw httpFailure('invalid_request', 'email is required.');
    const customerId = customerIdByEmail(ctx.store, normalizeEmail(body.email));
    if (customerId === undefined)
      throw httpFailure('not_found', `No account is registered with ${body.email}.`);
    const params = new URLSearchParams({
      action: 'service',
      p: encryptLikeCryptoJs(createIdentifyToken(ctx, customerId), ctx.secrets.identifyKey),
    });
    for (const field of ['pid', 'ops', 'osm']) {
      const value = positiveInt(body, field);
      if (value !== undefined) params.set(field, String(value));
    }
    return `${web}/?${params}`;
  }
  if (body.type === 'payment') {
    const id = positiveInt(body, 'customer_service_id');
    if (id === undefined) throw httpFailure('invalid_request', 'customer_service_id is required.');
    if (!bookingExists(ctx.store, id)) {
      throw httpFailure('not_found', `No booking has customer_service_id ${id}.`);
    }
    const pin = addPin(ctx.store, id);
    return `${web}/?${new URLSearchParams({ action: 'payment', ser: String(id), p: pin })}`;
  }
  throw httpFailure('invalid_request', "type must be 'service' or 'payment'.");
};

export const registerLinkControl = (app: Hono, ctx: SandboxContext): void => {
  app.post('/sandbox/links', async (c) => c.json({ url: mint(ctx, await readJson(c), originsOf(ctx).web) }));
};
