import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  call,
  control,
  day,
  newCustomer,
  RATE_2SQM,
  ROOM_2SQM,
  refused,
  startSandbox,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

/** A customer's paid booking of a 2 sqm unit for the next 6 days. */
const paidBooking = async (email: string, unit: number) => {
  const token = await newCustomer(sb, email);
  const { booking, customerServiceId: id } = await book(sb, token, unit, day(0), day(5));
  const { uuid } = await sb.client.payment.qrCheckout({
    tokenu: token,
    customerInvoiceIds: booking.due_invoice_ids,
  });
  expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBe(200);
  return { token, id };
};

describe('a promotion code on an extension (extension)', { timeout: 30_000 }, () => {
  it('prices the added days with the promotion, as a new booking, and charges that price', async () => {
    const { token, id } = await paidBooking('extend.promo.a@example.com', 9);
    const body = { token, customer_service_id: id, end_date: day(35) };
    const plain = await sb.client.rental.extendQuote({ ...body, promo_code: '' });
    // Lower case and spaces are read as at booking.
    const promoted = await sb.client.rental.extendQuote({ ...body, promo_code: ' welcome10 ' });
    expect(plain.total_after_discount).toBe(RATE_2SQM);
    expect(promoted).toMatchObject({
      total: RATE_2SQM,
      rent: RATE_2SQM,
      discount: RATE_2SQM / 10,
      total_after_discount: RATE_2SQM - RATE_2SQM / 10,
      promotion: { name_en: 'Welcome 10% off', name: 'Welcome 10% off' },
      bills: [{ amount: RATE_2SQM - RATE_2SQM / 10, due_date: day(0) }],
    });
    // The price without the code is not the price with it.
    const wrong = await refused(sb, 'extend', { ...body, promo_code: 'WELCOME10', totalOrange: RATE_2SQM });
    expect(wrong.code).toBe(409);
    const { booking } = await sb.client.rental.extend({
      ...body,
      promo_code: 'WELCOME10',
      totalOrange: promoted.total_after_discount,
    });
    expect(booking.amount_due).toBe(RATE_2SQM - RATE_2SQM / 10);
  });

  it('refuses an unknown, expired or not yet valid code with the same code and message as the summary', async () => {
    const { token, id } = await paidBooking('extend.promo.b@example.com', 10);
    for (const code of ['NOSUCHCODE', 'EXPIRED2024', 'FUTURE2099']) {
      const onExtension = await refused(sb, 'extendQuote', {
        token,
        customer_service_id: id,
        end_date: day(35),
        promo_code: code,
      });
      const onBooking = await call(sb, 'bookingCalculate', {
        ...ROOM_2SQM,
        start_date: day(10),
        end_date: day(40),
        unit_id: 11,
        is_reccuring: 0,
        is_reccuringcheck: 0,
        is_paymentcheck: 1,
        promo_code: code,
      });
      if (onBooking.ok) throw new Error(`${code} was accepted on a booking`);
      expect(onExtension.code).toBe(400);
      expect({ code: onExtension.code, message: onExtension.message }).toEqual({
        code: onBooking.code,
        message: onBooking.message,
      });
    }
    // Refused, nothing was made: the same extension is priced without a code.
    expect(
      (
        await sb.client.rental.extendQuote({
          token,
          customer_service_id: id,
          end_date: day(35),
          promo_code: '',
        })
      ).total_after_discount,
    ).toBe(RATE_2SQM);
  });
});
