import { createHash } from 'node:crypto';
import { SelfStorageClient, SelfStorageError } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  demoToken,
  lastOtp,
  mails,
  newCustomer,
  personal,
  ROOM_2SQM,
  refused,
  startSandbox,
  storageBody,
  succeed,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  // These tests book many units for the demo account; the hold limit has tests of its own.
  sb = await startSandbox({ webUrl: 'http://web.test', maxUnpaidBookings: 1000 });
  token = await demoToken(sb);
});
afterAll(() => sb.close());

const HOUR = 60 * 60 * 1000;

const failure = async (promise: Promise<unknown>): Promise<SelfStorageError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SelfStorageError);
  return error as SelfStorageError;
};

describe('booking-storage', () => {
  it('creates the booking, its invoice, a 2-hour hold and a mail with the re-payment link', async () => {
    const reply = await succeed(sb, 'bookingStorage', await storageBody(sb, token, 9, day(1), day(45)));
    expect(reply).toMatchObject({ success: true, code: 'created' });
    const booking = reply.sec_data.data;
    expect(reply.sec_data.customerService_id).toBe(booking.customerService_id);
    expect(booking).toMatchObject({
      booking_number: `SS-2026-${String(booking.customerService_id).padStart(6, '0')}`,
      status: 'awaiting_payment',
      project: { id: 1, name_en: 'Chinatown' },
      customerServiceStartDt: day(1),
      customerServiceEndDt: day(45),
      years: 0,
      months: 1,
      weeks: 2,
      days: 1,
      serviceSize: { name_en: '2 sqm', serviceGroupSize: { name_en: 'Storage room' } },
      buildingVolume: 'A',
      floorLevel: '1',
      unit: { unit_id: 9, aliasName: 'A-109', area: 2 },
      payment_method: 1,
      isInstallment: 1,
      amount_due: 3640,
      payment_deadline: new Date(sb.clock.now + 2 * HOUR).toISOString(),
      payment_reference: null,
    });
    expect(booking.invoices).toEqual([
      { id: expect.any(Number), installment_no: 1, amount: 3640, due_date: day(0), status: 'pending' },
    ]);
    const mail = (await mails(sb, 'demo@example.com')).at(-1);
    // The demo customer registered in Thai: their mails are in Thai whatever the caller's language.
    expect(mail?.subject).toBe(`สร้างการจอง ${booking.booking_number} แล้ว`);
    expect(mail?.text).toContain('ยอดชำระวันนี้: 3,640.00 บาท');
    const link = /http:\/\/web\.test\/\?action=payment&ser=(\d+)&p=([\w-]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBe(String(booking.customerService_id));
    // The pin opens its booking; the database keeps only its hash.
    expect(await sb.client.customer.pinVerify({ pin: link?.[2] ?? '' })).toBe(booking.customerService_id);
    const stored = sb.db
      .prepare('SELECT pin FROM bookings WHERE id = ?')
      .get(booking.customerService_id)?.pin;
    expect(stored).toBe(
      createHash('sha256')
        .update(link?.[2] ?? '')
        .digest('base64url'),
    );
  });

  it('answers unavailable for a unit held on an overlapping day', async () => {
    await book(sb, token, 11, day(5), day(10));
    const other = await newCustomer(sb, 'rival@example.com');
    const raw = await refused(sb, 'bookingStorage', await storageBody(sb, other, 11, day(10), day(12)));
    expect(raw.raw).toMatchObject({ response_code: 409, success: false, code: 'unavailable' });
    const error = await failure(book(sb, other, 11, day(1), day(5)));
    expect(error).toMatchObject({ code: 'unavailable', key: 'errors.unitBooked' });
    await book(sb, other, 11, day(11), day(12));
  });

  it('answers no_service for a unit that does not exist', async () => {
    const body = await storageBody(sb, token, 12, day(1), day(3));
    const raw = await refused(sb, 'bookingStorage', { ...body, unit_id: 99_999 });
    expect(raw.raw).toMatchObject({ response_code: 404, success: false, code: 'no_service' });
    expect(await failure(sb.client.booking.store({ ...body, unit_id: 99_999 }))).toMatchObject({
      code: 'no_service',
      key: 'errors.noService',
    });
  });

  it('answers price_changed when totalOrange is not the server price', async () => {
    const body = await storageBody(sb, token, 12, day(1), day(3));
    const raw = await refused(sb, 'bookingStorage', { ...body, totalOrange: body.totalOrange - 0.01 });
    expect(raw.raw).toMatchObject({ response_code: 409, success: false, code: 'price_changed' });
    expect(raw.message).toMatch(/price has changed/);
    // The client reads the code from core's refusal table: its own message, not the generic one.
    expect(
      await failure(sb.client.booking.store({ ...body, totalOrange: body.totalOrange - 0.01 })),
    ).toMatchObject({ code: 'price_changed', key: 'errors.priceChanged' });
    const promo = await refused(sb, 'bookingStorage', {
      ...body,
      data: { ...body.data, promo_code: 'WELCOME10' },
    });
    expect(promo.raw.code).toBe('price_changed');
    const instalments = await storageBody(sb, token, 12, day(1), day(40), { instalments: true });
    await succeed(sb, 'bookingStorage', instalments);
  });

  it('answers 401 for a missing session, which the client reads as an expired session', async () => {
    const body = await storageBody(sb, token, 13, day(1), day(3));
    const raw = await refused(sb, 'bookingStorage', { ...body, token: 'nope' });
    expect(raw.raw).toMatchObject({ response_code: 401, success: false });
    expect((await failure(sb.client.booking.store({ ...body, token: 'nope' }))).code).toBe('session_expired');
  });

  it('gives a kiosk booking a 12-digit pay reference', async () => {
    const { booking } = await book(sb, token, 13, day(1), day(3), { method: 4 });
    expect(booking.payment_reference).toMatch(/^\d{12}$/);
    expect(booking.payment_method).toBe(4);
    expect((await mails(sb, 'demo@example.com')).at(-1)?.text).toContain(booking.payment_reference ?? '-');
  });

  it('makes exactly one booking of 50 simultaneous requests of 5 customers for one unit', {
    timeout: 30_000,
  }, async () => {
    const tokens = await Promise.all(
      Array.from({ length: 5 }, (_, i) => newCustomer(sb, `racer${i}@example.com`)),
    );
    const bodies = await Promise.all(tokens.map((t) => storageBody(sb, t, 14, day(2), day(20))));
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sb.client.booking.store(bodies[i % 5] as (typeof bodies)[number]).then(
          (r) => r.customerServiceId,
          (e: SelfStorageError) => e.code,
        ),
      ),
    );
    const ids = replies.filter((r) => typeof r === 'number');
    // The winner's other nine submits are repeats: they get its booking back.
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(1);
    expect(replies.filter((r) => r === 'unavailable')).toHaveLength(40);
    expect(sb.db.prepare('SELECT count(*) AS n FROM bookings WHERE unit_id = 14').get()?.n).toBe(1);
  });
});

describe('holds, history and current-service', () => {
  it('frees the unit of a hold that passes its deadline unpaid', async () => {
    const saved = sb.clock.now;
    const { customerServiceId } = await book(sb, token, 15, day(1), day(5));
    const free = async () =>
      (await sb.client.catalogue.units({ ...ROOM_2SQM, start_date: day(1), end_date: day(5) })).units.map(
        (u) => u.unit_id,
      );
    expect(await free()).not.toContain(15);
    sb.advance(2 * HOUR - 1);
    expect(await free()).not.toContain(15);
    sb.advance(1);
    expect(await free()).toContain(15);
    const { booking } = await sb.client.booking.current({ token, customer_service_id: customerServiceId });
    expect(booking).toMatchObject({ status: 'expired', amount_due: 0 });
    expect(booking.invoices[0]?.status).toBe('void');
    const other = await newCustomer(sb, 'second@example.com');
    await book(sb, other, 15, day(1), day(5));
    sb.clock.now = saved;
  });

  it('lists the history newest first with each status', async () => {
    const customer = await newCustomer(sb, 'history@example.com');
    const expiring = await book(sb, customer, 16, day(1), day(2));
    sb.advance(3 * HOUR);
    const confirmed = await book(sb, customer, 16, day(3), day(4), { method: 4 });
    const kiosk = await control(sb, `/sandbox/kiosk/${confirmed.booking.payment_reference}/pay`);
    expect(kiosk.body).toMatchObject({ status: 'paid', booking_status: 'confirmed' });
    const cancelled = await book(sb, customer, 16, day(5), day(6));
    expect((await control(sb, `/sandbox/bookings/${cancelled.customerServiceId}/cancel`)).body.status).toBe(
      'cancelled',
    );
    const waiting = await book(sb, customer, 16, day(5), day(6));
    const history = await sb.client.booking.history({ token: customer });
    expect(history.map((b) => [b.customerService_id, b.status])).toEqual([
      [waiting.customerServiceId, 'awaiting_payment'],
      [cancelled.customerServiceId, 'cancelled'],
      [confirmed.customerServiceId, 'confirmed'],
      [expiring.customerServiceId, 'expired'],
    ]);
    expect(history[1]?.invoices[0]?.status).toBe('void');
    expect(history[2]).toMatchObject({ amount_due: 0, invoices: [{ status: 'paid' }] });
    expect((await control(sb, `/sandbox/bookings/${expiring.customerServiceId}/cancel`)).status).toBe(409);
  });

  it("answers current-service only to the booking's owner, with QR and card for re-payment", async () => {
    const { customerServiceId } = await book(sb, token, 13, day(10), day(12));
    const reply = await succeed(sb, 'currentService', { token, customer_service_id: customerServiceId });
    expect(reply.success).toBe(true);
    expect(reply.availableMethods).toEqual([{ id: 1 }, { id: 5 }]);
    const stranger = await newCustomer(sb, 'stranger@example.com');
    const refusal = await refused(sb, 'currentService', {
      token: stranger,
      customer_service_id: customerServiceId,
    });
    expect(refusal.raw).toMatchObject({ response_code: 404, success: false });
    expect(
      (await failure(sb.client.booking.current({ token: stranger, customer_service_id: customerServiceId })))
        .key,
    ).toBe('errors.noService');
    expect(
      (await refused(sb, 'currentService', { token: 'nope', customer_service_id: customerServiceId })).code,
    ).toBe(401);
  });
});

describe('mails in the language the customer registered in', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  it('writes to an English registrant in English and to a Thai one in Thai, whatever the caller asks', async () => {
    // The helper's client asks for English, so this customer registers in English.
    const english = await newCustomer(sb, 'english@example.com');
    const thaiClient = new SelfStorageClient({ baseUrl: sb.url, language: 'th' });
    await thaiClient.customer.sendOtp({ email: 'thai@example.com' });
    const otp = (await mails(sb, 'thai@example.com')).at(-1);
    expect(otp?.subject).toBe('รหัสยืนยันของคุณ');
    await thaiClient.customer.verifyOtp({
      email: 'thai@example.com',
      otp: await lastOtp(sb, 'thai@example.com'),
    });
    await thaiClient.customer.register(personal('thai@example.com'));
    const thai = await sb.client.customer.login({ username: 'thai@example.com', password: 'Secret-123' });

    const { booking: first } = await book(sb, english, 9, day(1), day(70), { instalments: true });
    const englishMail = (await mails(sb, 'english@example.com')).at(-1);
    expect(englishMail?.subject).toBe(`Booking ${first.booking_number} created`);
    expect(englishMail?.text).toContain(
      `Bill 2: ${first.invoices[1]?.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} baht due ${formatDate(first.invoices[1]?.due_date ?? '', 'en')}.`,
    );

    const { booking: second } = await book(sb, thai, 10, day(1), day(3));
    const thaiMail = (await mails(sb, 'thai@example.com')).at(-1);
    expect(thaiMail?.subject).toBe(`สร้างการจอง ${second.booking_number} แล้ว`);
    // Greeted by the name registered (Latin letters in this fixture), then Thai only.
    const [greeting, ...rest] = thaiMail?.text.split('\n\n') ?? [];
    expect(greeting).toBe('เรียน คุณMalee Suksan');
    expect(rest.join('\n')).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
  });
});
