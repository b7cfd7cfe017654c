import { today } from '@self-storage/core/dates';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, findOwnBooking } from '../data/bookings.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { statusOf } from './view.ts';

/** One of the caller's bookings; another customer's is as absent as a missing one. */
export const ownBooking = (ctx: SandboxContext, customerId: number, id: number): BookingRow => {
  const row = findOwnBooking(ctx.store, id, customerId);
  if (!row)
    throw refuse(
      'not_found',
      text(`ไม่พบการจองหมายเลข ${id} ของบัญชีนี้`, `No booking ${id} was found for this account.`),
    );
  return row;
};

/** A paid rental not yet over: the only kind a customer may extend or give notice on. */
export const requireRunning = (ctx: SandboxContext, row: BookingRow): void => {
  const status = statusOf(row, ctx.now());
  if (status !== 'confirmed') {
    throw refuse(
      'conflict',
      status === 'awaiting_payment'
        ? text('กรุณาชำระเงินการจองนี้ก่อน', 'Pay for this booking first.')
        : text('การจองนี้สิ้นสุดแล้วหรือไม่ได้ใช้งาน', 'This booking is no longer running.'),
    );
  }
  if (row.end_date < today(ctx.now()))
    throw refuse('conflict', text('การเช่านี้สิ้นสุดแล้ว', 'This rental has ended.'));
};
