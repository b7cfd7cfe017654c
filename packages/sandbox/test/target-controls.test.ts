import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  demoToken,
  ROOM_2SQM,
  START,
  startSandbox,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
let token: string;
let nextUnit = 9;

beforeAll(async () => {
  sb = await startSandbox();
  sb.clock.now = START;
  token = await demoToken(sb);
});
afterAll(() => sb.close());

/** A new booking of a 2 sqm room, and a QR checkout of what it owes. */
const booked = async (method: 1 | 4 = 1) => {
  const unit = nextUnit++;
  const { booking } = await book(sb, token, unit, day(1), day(20), { method });
  const invoices = booking.invoices.filter((invoice) => invoice.status === 'pending');
  const qr = await sb.client.payment.qrCheckout({
    customerInvoiceIds: invoices.map((invoice) => invoice.id),
    tokenu: token,
  });
  return { booking, unit, uuid: qr.uuid };
};

const inquire = (uuid: string) => sb.client.payment.qrInquire({ uuid, tokenu: token });
const status = async (id: number) =>
  (await sb.client.booking.current({ token, customer_service_id: id })).booking.status;

describe('sandbox controls by uuid, kiosk reference or booking number', () => {
  it('fails a payment by its uuid, and every pending payment of a booking by its number', async () => {
    const { booking, uuid } = await booked();
    const byUuid = await control(sb, `/sandbox/targets/${uuid}/fail`);
    expect(byUuid).toEqual({
      status: 200,
      body: {
        failed: [uuid],
        customer_service_id: booking.customerService_id,
        booking_number: booking.booking_number,
        booking_status: 'awaiting_payment',
      },
    });
    expect((await inquire(uuid)).status).toBe('failed');
    const again = await control(sb, `/sandbox/targets/${booking.booking_number}/fail`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/no pending payment/);
  });

  it('expires one QR by its uuid (the booking stays open) or the booking by its reference', async () => {
    const { booking, unit, uuid } = await booked(4);
    expect((await control(sb, `/sandbox/targets/${uuid}/expire`)).body).toMatchObject({
      expired: uuid,
      booking_status: 'awaiting_payment',
    });
    expect((await inquire(uuid)).status).toBe('expired');
    const reference = booking.payment_reference ?? '';
    expect((await control(sb, `/sandbox/targets/${reference}/expire`)).body).toMatchObject({
      expired: booking.booking_number,
      booking_status: 'expired',
    });
    expect(await status(booking.customerService_id)).toBe('expired');
    // Its unit is free again for the same days.
    const units = await sb.client.catalogue.units({ ...ROOM_2SQM, start_date: day(1), end_date: day(20) });
    expect(units.units.map((unit) => unit.unit_id)).toContain(unit);
    expect((await control(sb, `/sandbox/targets/${reference}/expire`)).status).toBe(409);
  });

  it('cancels a booking by the uuid of its payment', async () => {
    const { booking, uuid } = await booked();
    expect((await control(sb, `/sandbox/targets/${uuid}/cancel`)).body).toMatchObject({
      customer_service_id: booking.customerService_id,
      booking_status: 'cancelled',
    });
    expect(await status(booking.customerService_id)).toBe('cancelled');
    expect((await control(sb, `/sandbox/targets/${uuid}/cancel`)).status).toBe(409);
  });

  it('answers 404 for an unknown target or action', async () => {
    const unknown = await control(sb, '/sandbox/targets/SS-1999-000001/cancel');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/no payment uuid, kiosk reference or booking number/);
    expect((await control(sb, '/sandbox/targets/SS-1999-000001/explode')).status).toBe(404);
  });
});
