import { randomBytes, randomInt } from 'node:crypto';
import { PAYMENT_METHOD, type ReplyOf, type RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Origins, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { formatBaht, toSatang } from '../money.ts';
import { DAYS_PER_MONTH } from '../pricing/price.ts';
import { type Quote, quote } from '../pricing/quote.ts';
import { ok } from '../reply.ts';
import { addDays, bangkokDate, bangkokDateTime, eachDay, HOUR_MS } from '../time.ts';
import { sweepExpiredHolds } from './holds.ts';
import { type BookingRow, bookingView, findBooking } from './view.ts';

/** How long an unpaid booking holds its unit (the payment texts say 2 hours). */
export const HOLD_MS = 2 * HOUR_MS;

const UNAVAILABLE = 'The selected unit has been reserved for these dates; choose another unit.';

const unique = (ctx: SandboxContext, column: 'pin' | 'payment_reference', make: () => string): string => {
  for (;;) {
    const value = make();
    if (!ctx.store.get(`SELECT 1 FROM bookings WHERE ${column} = ?`, value)) return value;
  }
};

/** Inserts the booking, its held days, fees and invoices. Runs inside the booking transaction. */
const insertBooking = (
  ctx: SandboxContext,
  body: RequestOf<'bookingStorage'>,
  customerId: number,
  { price, promotion, fees }: Quote,
): number => {
  const now = ctx.now();
  const id =
    ctx.store.get<{ next: number }>('SELECT coalesce(max(id), 0) + 1 AS next FROM bookings')?.next ?? 1;
  const today = bangkokDate(now);
  ctx.store.run(
    `INSERT INTO bookings (id, booking_number, customer_id, unit_id, start_date, end_date, payment_method,
       is_installment, total_satang, dynamic_satang, discount_satang, promo_name, grand_total_satang, status,
       hold_until, pin, payment_reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_payment', ?, ?, ?, ?)`,
    id,
    `SS-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`,
    customerId,
    body.unit_id,
    body.start_date,
    body.end_date,
    body.payment_method,
    body.isInstallment,
    price.total,
    price.dynamic,
    price.discount,
    promotion?.name ?? null,
    price.grandTotal,
    now + HOLD_MS,
    unique(ctx, 'pin', () => randomBytes(12).toString('base64url')),
    body.payment_method === PAYMENT_METHOD.kiosk
      ? unique(ctx, 'payment_reference', () => String(randomInt(1e11, 1e12)))
      : null,
    now,
  );
  for (const day of eachDay(body.start_date, body.end_date)) {
    ctx.store.run('INSERT INTO unit_days (unit_id, day, booking_id) VALUES (?, ?, ?)', body.unit_id, day, id);
  }
  for (const fee of fees) {
    ctx.store.run(
      'INSERT INTO booking_fees (booking_id, name_th, name_en, amount_satang) VALUES (?, ?, ?, ?)',
      id,
      fee.name_th,
      fee.name_en,
      fee.amount_satang,
    );
  }
  price.bills.forEach((amount, i) => {
    // The first bill is due now; the others one rent month apart from the start.
    const due = i === 0 ? today : addDays(body.start_date, i * DAYS_PER_MONTH);
    ctx.store.run(
      `INSERT INTO invoices (booking_id, installment_no, amount_satang, due_date, status) VALUES (?, ?, ?, ?, 'pending')`,
      id,
      i + 1,
      amount,
      due,
    );
  });
  return id;
};

const mailCreated = (
  ctx: SandboxContext,
  email: string,
  row: BookingRow,
  firstBill: number,
  origins: Origins,
) => {
  const link = `${origins.web}/?action=payment&ser=${row.id}&p=${encodeURIComponent(row.pin)}`;
  const kiosk = row.payment_reference ? `\nPay at a kiosk with reference ${row.payment_reference}.` : '';
  ctx.mailer.send({
    to: email,
    subject: `Booking ${row.booking_number} created`,
    text: [
      `Thank you for booking with us. Your booking number is ${row.booking_number}.`,
      `Amount to pay now: ${formatBaht(firstBill)} (booking total ${formatBaht(row.grand_total_satang)}).`,
      `Please pay by ${bangkokDateTime(row.hold_until)}, or the unit is released.${kiosk}`,
      `To pay again, open: ${link}`,
    ].join('\n'),
  });
};

/** booking-storage: the price is recalculated and the unit claimed in one write transaction. */
export const bookingStorage = (
  ctx: SandboxContext,
  body: RequestOf<'bookingStorage'>,
  origins: Origins,
): ReplyOf<'bookingStorage'> => {
  const customerId = requireCustomer(ctx, body.token);
  const priced = quote(ctx, {
    unitId: body.unit_id,
    start: body.start_date,
    end: body.end_date,
    promoCode: body.data.promo_code,
    installments: body.isInstallment === 2,
  });
  if (toSatang(body.totalOrange) !== priced.price.grandTotal) {
    throw refuse(
      'price_changed',
      `The price has changed: this booking now costs ${formatBaht(priced.price.grandTotal)}, not ${formatBaht(toSatang(body.totalOrange))}. Calculate again.`,
    );
  }
  const id = ctx.store.transaction(() => {
    sweepExpiredHolds(ctx.store, body.unit_id, ctx.now());
    const taken = ctx.store.get(
      'SELECT 1 FROM unit_days WHERE unit_id = ? AND day BETWEEN ? AND ? LIMIT 1',
      body.unit_id,
      body.start_date,
      body.end_date,
    );
    if (taken) {
      throw refuse('unavailable', UNAVAILABLE);
    }
    try {
      return insertBooking(ctx, body, customerId, priced);
    } catch (error) {
      // The primary key of unit_days is the last word if the check above ever missed a claim.
      if (error instanceof Error && error.message.includes('UNIQUE constraint failed: unit_days')) {
        throw refuse('unavailable', UNAVAILABLE);
      }
      throw error;
    }
  });
  const row = findBooking(ctx.store, id) as BookingRow;
  const email = ctx.store.get<{ email: string }>(
    'SELECT email FROM customers WHERE id = ?',
    customerId,
  )?.email;
  if (email) mailCreated(ctx, email, row, priced.price.bills[0] ?? 0, origins);
  return ok('Booking created.', {
    success: true,
    code: 'created',
    sec_data: { customerService_id: id, data: bookingView(ctx, row) },
  });
};
