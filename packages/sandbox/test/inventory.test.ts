import type { SelfStorageError } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  mails,
  newCustomer,
  post,
  startSandbox,
  storageBody,
  type TestSandbox,
} from './helpers.ts';

const failure = (promise: Promise<unknown>): Promise<SelfStorageError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as SelfStorageError,
  );

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

describe('the limit of unpaid bookings per customer', () => {
  it('refuses a third unpaid booking with a clear message, and allows one again once a hold is paid or lapses', async () => {
    const token = await newCustomer(sb, 'holder@example.com');
    const first = await book(sb, token, 9, day(1), day(30));
    await book(sb, token, 10, day(1), day(30));
    const body = await storageBody(sb, token, 11, day(1), day(30));
    const raw = await post(sb, '/booking/booking-storage', body);
    expect(raw).toEqual({
      status: 200,
      body: {
        response_code: 409,
        response_message:
          'You already have 2 unpaid bookings. Pay for one, or let it lapse, before booking another unit.',
        success: false,
        code: 'hold_limit',
      },
    });
    const error = await failure(sb.client.booking.store(body));
    expect(error).toMatchObject({ code: 'hold_limit', key: 'errors.holdLimit', responseCode: 409 });

    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: first.booking.invoices.map((i) => i.id),
    });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    const third = await sb.client.booking.store(body);
    expect(third.booking.status).toBe('awaiting_payment');
    expect((await failure(book(sb, token, 12, day(1), day(30)))).code).toBe('hold_limit');

    await control(sb, '/sandbox/clock', { advance: '2h' });
    try {
      const later = await sb.client.customer.login({
        username: 'holder@example.com',
        password: 'Secret-123',
      });
      await book(sb, later, 12, day(1), day(30));
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });

  it('holds under simultaneous requests: 2 of 8 for the 8 units of a size succeed', async () => {
    const race = await startSandbox();
    try {
      const token = await newCustomer(race, 'grabber@example.com');
      const bodies = await Promise.all(
        Array.from({ length: 8 }, (_, i) => storageBody(race, token, 9 + i, day(2), day(1000))),
      );
      const replies = await Promise.all(
        bodies.map((b) =>
          race.client.booking.store(b).then(
            () => 'ok',
            (e: SelfStorageError) => e.code,
          ),
        ),
      );
      expect(replies.filter((r) => r === 'ok')).toHaveLength(2);
      expect(replies.filter((r) => r === 'hold_limit')).toHaveLength(6);
    } finally {
      await race.close();
    }
  });

  it('is configurable', async () => {
    const one = await startSandbox({ maxUnpaidBookings: 1 });
    try {
      const token = await newCustomer(one, 'single@example.com');
      await book(one, token, 9, day(1), day(3));
      const reply = await post(
        one,
        '/booking/booking-storage',
        await storageBody(one, token, 10, day(1), day(3)),
      );
      expect(reply.body).toMatchObject({
        code: 'hold_limit',
        response_message: expect.stringContaining('1 unpaid'),
      });
    } finally {
      await one.close();
    }
  });
});

describe('a repeated booking-storage', () => {
  it('returns the booking its first submit made while the hold lives, with one mail', async () => {
    const token = await newCustomer(sb, 'double@example.com');
    const body = await storageBody(sb, token, 13, day(3), day(9));
    const first = await post(sb, '/booking/booking-storage', body);
    const again = await post(sb, '/booking/booking-storage', body);
    expect(first.body).toMatchObject({ response_code: 200, code: 'created' });
    expect(again.body).toMatchObject({
      response_code: 200,
      success: true,
      code: 'existing',
      sec_data: (first.body as { sec_data: unknown }).sec_data,
    });
    expect(
      (await mails(sb, 'double@example.com')).filter((m) => m.subject.startsWith('Booking')),
    ).toHaveLength(1);
    // At the limit, a repeat still gets its booking back rather than the limit's refusal.
    await book(sb, token, 14, day(3), day(9));
    expect((await post(sb, '/booking/booking-storage', body)).body).toMatchObject({ code: 'existing' });
  });

  it('is one booking when both submits arrive at once', async () => {
    const token = await newCustomer(sb, 'twice@example.com');
    const body = await storageBody(sb, token, 15, day(3), day(9));
    const [a, b] = await Promise.all([sb.client.booking.store(body), sb.client.booking.store(body)]);
    expect(a.customerServiceId).toBe(b.customerServiceId);
  });

  it('makes a new booking once the first hold has lapsed, and never returns another customer’s', async () => {
    const token = await newCustomer(sb, 'late@example.com');
    const body = await storageBody(sb, token, 16, day(5), day(9));
    const first = await sb.client.booking.store(body);
    const other = await newCustomer(sb, 'other@example.com');
    const theirs = await failure(book(sb, other, 16, day(5), day(9)));
    expect(theirs.code).toBe('unavailable');
    await control(sb, '/sandbox/clock', { advance: '2h' });
    try {
      const fresh = await sb.client.customer.login({ username: 'late@example.com', password: 'Secret-123' });
      const second = await sb.client.booking.store({ ...body, token: fresh });
      expect(second.customerServiceId).not.toBe(first.customerServiceId);
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });
});

describe('qr/checkout of invoices that already have a live QR', () => {
  it('returns that QR, 50 times over, until it expires, fails or is paid', async () => {
    const token = await newCustomer(sb, 'qr-again@example.com');
    const { booking } = await book(sb, token, 13, day(10), day(20));
    const ids = booking.invoices.map((i) => i.id);
    const first = await sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: ids });
    const again = await Promise.all(
      Array.from({ length: 50 }, () =>
        sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: [...ids].reverse() }),
      ),
    );
    expect(new Set(again.map((q) => q.uuid))).toEqual(new Set([first.uuid]));
    expect(again[0]).toEqual(first);
    expect(
      sb.db.prepare('SELECT count(*) AS n FROM payments WHERE booking_id = ?').get(booking.customerService_id)
        ?.n,
    ).toBe(1);

    await control(sb, '/sandbox/clock', { advance: '600s' });
    try {
      const fresh = await sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: ids });
      expect(fresh.uuid).not.toBe(first.uuid);
      await control(sb, `/sandbox/payments/${fresh.uuid}/fail`);
      const afterFailure = await sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: ids });
      expect(afterFailure.uuid).not.toBe(fresh.uuid);
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });
});
