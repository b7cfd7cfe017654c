import type { Booking } from '@self-storage/core';
import { MAX_BAHT } from '@self-storage/core/constants';
import { endpoints } from '@self-storage/core/contract';
import { orderHistory, rentalStatus } from '@self-storage/core/figures';
import { toSatang } from '@self-storage/core/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  call,
  control,
  day,
  mails,
  newCustomer,
  post,
  RATE_2SQM,
  refused,
  startSandbox,
  storageBody,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Pays what a booking names as due now, as a re-payment does. */
const payDue = async (token: string, booking: Booking) => {
  const qr = await sb.client.payment.qrCheckout({
    tokenu: token,
    customerInvoiceIds: booking.due_invoice_ids,
  });
  expect((await control(sb, `/sandbox/payments/${qr.uuid}/pay`)).status).toBe(200);
};

const login = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });

const current = async (token: string, id: number) =>
  (await sb.client.booking.current({ token, customer_service_id: id })).booking;

/** A new customer with a paid booking of the unit. */
const paidBooking = async (email: string, unit: number, end: string, instalments = false) => {
  const token = await newCustomer(sb, email);
  const { booking, customerServiceId: id } = await book(sb, token, unit, day(0), end, { instalments });
  await payDue(token, booking);
  return { token, id, booking: await current(token, id) };
};

const fees = (booking: Booking) =>
  booking.summary.details.extraFee.reduce((s, f) => s + toSatang(f.amount), 0);

describe('extending a booking', () => {
  it('prices the added days before anything changes, holds them once made, and moves the end once paid', async () => {
    const { token, id, booking } = await paidBooking('extend.a@example.com', 10, day(5));
    expect(booking.rental).toEqual({
      notice_days: 14,
      selection: { project_id: 1, open_service_id: 1, open_service_model_id: 2 },
      move_out: null,
      extension: null,
    });

    const quote = await sb.client.rental.extendQuote({
      token,
      customer_service_id: id,
      end_date: day(35),
      promo_code: '',
    });
    // 30 days: one whole rent month at the unit's rate, by the rules of a new booking, one bill due today.
    expect(quote).toMatchObject({
      current_end_date: day(5),
      end_date: day(35),
      days: 30,
      total: RATE_2SQM,
      dynamic: 0,
      rent: RATE_2SQM,
    });
    expect(quote.total_after_discount).toBe(RATE_2SQM);
    expect(quote.bills).toEqual([{ amount: RATE_2SQM, due_date: day(0) }]);
    expect(quote.latest_end_date).toBe(day(1095));
    // A quote changes nothing: the booking keeps its end and bills.
    expect((await current(token, id)).invoices).toHaveLength(1);

    const wrong = await refused(sb, 'extend', {
      token,
      customer_service_id: id,
      end_date: day(35),
      promo_code: '',
      totalOrange: RATE_2SQM - 1,
    });
    expect(wrong.code).toBe(409);

    const { booking: extended } = await sb.client.rental.extend({
      token,
      customer_service_id: id,
      end_date: day(35),
      promo_code: '',
      totalOrange: quote.total_after_discount,
    });
    expect(extended.customerServiceEndDt).toBe(day(5));
    expect(extended.rental?.extension?.end_date).toBe(day(35));
    expect(extended.amount_due).toBe(RATE_2SQM);
    expect(extended.due_invoice_ids).toHaveLength(1);

    // The added days are this customer's now: nobody else can book them.
    const other = await newCustomer(sb, 'extend.b@example.com');
    const taken = await call(sb, 'bookingStorage', await storageBody(sb, other, 10, day(8), day(10)));
    expect(taken.ok ? 0 : taken.raw.code).toBe('unavailable');

    await payDue(token, extended);
    const after = await current(token, id);
    expect(after.customerServiceEndDt).toBe(day(35));
    expect(after.rental?.extension).toBeNull();
    expect(after.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(after.summary.details.serviceFee.amount).toBe(
      booking.summary.details.serviceFee.amount + RATE_2SQM,
    );
    const extensionBill = after.invoices[1]?.id ?? 0;
    expect(
      (await sb.client.booking.receipt({ token, invoice_id: extensionBill })).pdf.length,
    ).toBeGreaterThan(500);
    const subjects = (await mails(sb, 'extend.a@example.com')).map((m) => m.subject);
    expect(subjects).toContain(`Booking ${booking.booking_number} extended`);
  });

  it('names the latest end date the unit allows and refuses a later one', async () => {
    const { token, id } = await paidBooking('extend.c@example.com', 11, day(3));
    const other = await newCustomer(sb, 'extend.d@example.com');
    await book(sb, other, 11, day(10), day(12));
    const quote = await sb.client.rental.extendQuote({
      token,
      customer_service_id: id,
      end_date: day(9),
      promo_code: '',
    });
    expect(quote.latest_end_date).toBe(day(9));
    const refusal = await refused(sb, 'extendQuote', {
      token,
      customer_service_id: id,
      end_date: day(20),
      promo_code: '',
    });
    expect(refusal.code).toBe(409);
    expect(refusal.message).toContain('free only until 10 Mar 2026');
  });

  it('lets an unpaid extension lapse like a booking: its days are free again and its bill void', async () => {
    const { token, id } = await paidBooking('extend.e@example.com', 12, day(4));
    const quote = await sb.client.rental.extendQuote({
      token,
      customer_service_id: id,
      end_date: day(8),
      promo_code: '',
    });
    await sb.client.rental.extend({
      token,
      customer_service_id: id,
      end_date: day(8),
      promo_code: '',
      totalOrange: quote.total_after_discount,
    });
    sb.advance(2 * HOUR);
    const after = await current(token, id);
    expect(after.rental?.extension).toBeNull();
    expect(after.customerServiceEndDt).toBe(day(4));
    expect(after.invoices.map((i) => i.status)).toEqual(['paid', 'void']);
    expect(after.due_invoice_ids).toEqual([]);
    const other = await newCustomer(sb, 'extend.f@example.com');
    expect((await book(sb, other, 12, day(6), day(8))).booking.status).toBe('awaiting_payment');
  });

  it("refuses another customer's booking as if it did not exist", async () => {
    const { id } = await paidBooking('extend.g@example.com', 13, day(4));
    const stranger = await newCustomer(sb, 'extend.h@example.com');
    const body = { token: stranger, customer_service_id: id };
    expect((await refused(sb, 'extendQuote', { ...body, end_date: day(8), promo_code: '' })).code).toBe(404);
    expect((await refused(sb, 'moveOutQuote', { ...body, move_out_date: day(20) })).code).toBe(404);
    expect((await refused(sb, 'moveOut', { ...body, move_out_date: day(20) })).code).toBe(404);
    expect((await refused(sb, 'withdrawMoveOut', body)).code).toBe(404);
  });
});

describe('amounts beyond the wire ceiling', () => {
  it('answers 400 naming totalOrange on booking-storage and booking/extend, not a server error', async () => {
    const token = await newCustomer(sb, 'extend.huge@example.com');
    const huge = 9007199254740994;
    const storage = await post(sb, endpoints.bookingStorage.path, {
      ...(await storageBody(sb, token, 13, day(6), day(12))),
      totalOrange: huge,
    });
    expect(storage.status).toBe(400);
    expect(storage.body.response_message).toMatch(/^Invalid request: totalOrange: /);
    const { customerServiceId } = await book(sb, token, 13, day(6), day(12));
    const extend = await post(sb, endpoints.extend.path, {
      token,
      customer_service_id: customerServiceId,
      end_date: day(40),
      promo_code: '',
      totalOrange: huge,
    });
    expect(extend.status).toBe(400);
    expect(extend.body.response_message).toMatch(/^Invalid request: totalOrange: /);
    // The largest amount the wire takes is still an amount: a price mismatch, not a malformed request.
    const ceiling = await post(sb, endpoints.extend.path, {
      token,
      customer_service_id: customerServiceId,
      end_date: day(40),
      promo_code: '',
      totalOrange: MAX_BAHT,
    });
    expect(ceiling.status).not.toBe(400);
    expect(ceiling.status).toBeLessThan(500);
  });
});

describe('giving notice and moving out', () => {
  it('refuses a date inside the notice period, shows the final account, voids later bills and frees the unit after the date', async () => {
    const email = 'move.a@example.com';
    const { token, id, booking } = await paidBooking(email, 14, day(89), true);
    expect(booking.invoices.map((i) => i.status)).toEqual(['paid', 'pending', 'pending']);
    const early = await refused(sb, 'moveOutQuote', {
      token,
      customer_service_id: id,
      move_out_date: day(13),
    });
    expect(early.code).toBe(400);
    expect(early.message).toContain('earliest move-out date is 15 Mar 2026');

    const account = await sb.client.rental.moveOutQuote({
      token,
      customer_service_id: id,
      move_out_date: day(14),
    });
    const first = booking.invoices[0]?.amount ?? 0;
    expect(account).toMatchObject({
      earliest_move_out_date: day(14),
      notice_days: 14,
      rent_months: 1,
      charged: first,
      paid: first,
      refund: 0,
      owed: 0,
    });
    expect(account.cancelled_bills.map((b) => b.installment_no)).toEqual([2, 3]);
    expect((await current(token, id)).customerServiceEndDt).toBe(day(89));

    const { booking: after } = await sb.client.rental.moveOut({
      token,
      customer_service_id: id,
      move_out_date: day(14),
    });
    expect(after.customerServiceEndDt).toBe(day(14));
    expect(after.invoices.map((i) => i.status)).toEqual(['paid', 'void', 'void']);
    expect(after.rental?.move_out).toMatchObject({ date: day(14), original_end_date: day(89), refund: 0 });
    expect((await mails(sb, email)).at(-1)?.text).toContain('your rental ends on 15 Mar 2026');

    // Withdrawn, the end date and bills come back; given again, the unit is free after the date.
    const withdrawn = await sb.client.rental.withdrawMoveOut({ token, customer_service_id: id });
    expect(withdrawn.customerServiceEndDt).toBe(day(89));
    expect(withdrawn.invoices.map((i) => i.status)).toEqual(['paid', 'pending', 'pending']);
    // The mail names the bills that came back, each with its amount and due date.
    const withdrawal = (await mails(sb, email)).at(-1)?.text ?? '';
    expect(withdrawal).toContain('The 2 bills your notice had cancelled are due again as planned:');
    expect(withdrawal).toContain('• 1,960.00 baht due 31 Mar 2026\n• 1,960.00 baht due 30 Apr 2026');
    await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(14) });
    sb.advance(DAY);
    try {
      const other = await newCustomer(sb, 'move.b@example.com');
      expect((await book(sb, other, 14, day(15), day(20))).booking.status).toBe('awaiting_payment');
      // Now the days are someone else's: the notice stands.
      const again = await login(email);
      const late = await refused(sb, 'withdrawMoveOut', { token: again, customer_service_id: id });
      expect(late.code).toBe(409);
      expect(late.message).toContain('16 Mar 2026');
    } finally {
      sb.advance(-DAY);
    }
  });

  it('refunds the whole rent months after the move-out of a rental paid in one bill', async () => {
    const { token, id, booking } = await paidBooking('move.c@example.com', 15, day(89));
    const account = await sb.client.rental.moveOutQuote({
      token,
      customer_service_id: id,
      move_out_date: day(31),
    });
    // Two rent months begun by day 31 (days 0-29 and 30-59) are charged with the one-off fees.
    expect(account.rent_months).toBe(2);
    expect(toSatang(account.charged)).toBe(fees(booking) + 2 * RATE_2SQM * 100);
    expect(account.paid).toBe(booking.invoices[0]?.amount);
    expect(account.refund).toBe(RATE_2SQM);
    expect(account.cancelled_bills).toEqual([]);
    const { booking: after } = await sb.client.rental.moveOut({
      token,
      customer_service_id: id,
      move_out_date: day(31),
    });
    expect(after.rental?.move_out?.refund).toBe(RATE_2SQM);
  });
});

describe('history as a customer reads it', () => {
  it('puts current rentals first, then pending payments, then ended and expired ones', async () => {
    const email = 'history.a@example.com';
    let token = await newCustomer(sb, email);
    const expired = await book(sb, token, 16, day(0), day(3));
    sb.advance(3 * HOUR);
    const ended = await book(sb, token, 16, day(0), day(1));
    await payDue(token, ended.booking);
    const active = await book(sb, token, 16, day(5), day(40));
    await payDue(token, active.booking);
    sb.advance(2 * DAY);
    token = await login(email);
    const waiting = await book(sb, token, 9, day(2), day(3));
    const today = day(2);
    const history = await sb.client.booking.history({ token });
    expect(sb.client.clock.today()).toBe(today);
    const ordered = orderHistory(history, sb.client.clock.today());
    expect(ordered.map((b) => [b.customerService_id, rentalStatus(b, today)])).toEqual([
      [active.customerServiceId, 'active'],
      [waiting.customerServiceId, 'awaiting_payment'],
      [ended.customerServiceId, 'ended'],
      [expired.customerServiceId, 'expired'],
    ]);
    sb.advance(-2 * DAY - 3 * HOUR);
  });
});
