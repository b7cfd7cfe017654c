import type { SandboxContext } from '../context.ts';
import { insertPass, ownerPassOf, type PassRow } from '../data/access-passes.ts';
import type { BookingRow } from '../data/bookings.ts';
import { findCustomer } from '../data/customers.ts';
import { newPassSecrets } from './secrets.ts';

/** The customer's name as their pass and the gate's log show it. */
export const ownerName = (ctx: SandboxContext, row: BookingRow): string => {
  const customer = findCustomer(ctx.store, row.customer_id);
  return customer ? `${customer.firstname} ${customer.lastname}`.trim() : '';
};

/** The rental's own pass, made the first time it is asked for. */
export const ownerPass = async (ctx: SandboxContext, row: BookingRow): Promise<PassRow> => {
  const existing = ownerPassOf(ctx.store, row.id);
  if (existing) return existing;
  const secrets = await newPassSecrets(ctx);
  // Another call may have made it while the PIN was drawn.
  return (
    ownerPassOf(ctx.store, row.id) ??
    insertPass(ctx.store, {
      bookingId: row.id,
      kind: 'owner',
      holderName: ownerName(ctx, row),
      phone: null,
      startDate: null,
      endDate: null,
      ...secrets,
      tokenDigest: null,
      at: ctx.now(),
    })
  );
};
