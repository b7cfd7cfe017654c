import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { book, control, day, newCustomer, startSandbox, type TestSandbox } from './helpers.ts';
import { overdueSupport } from './overdue-support.ts';

let sb: TestSandbox;
let o: ReturnType<typeof overdueSupport>;
beforeAll(async () => {
  sb = await startSandbox();
  o = overdueSupport(sb);
});
afterAll(() => sb.close());
afterEach(async () => {
  await o.resetClock();
});

describe('the kiosk reference of later bills', () => {
  it('of a booking paid by QR is its booking number, in the booking and the reminder, and pays exactly the bills due', async () => {
    const email = 'qr-then-kiosk@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 9);
    // Awaiting its first payment, a QR booking has no kiosk reference; confirmed, nothing is due yet.
    expect(booking.kiosk_reference).toBeNull();
    let current = await o.current(email, id);
    expect(current.kiosk_reference).toBeNull();
    const early = await control(sb, `/sandbox/kiosk/${booking.booking_number}/pay`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/Nothing is due/);

    await o.advance('30d');
    current = await o.current(email, id);
    expect(current.kiosk_reference).toBe(booking.booking_number);
    expect(current.due_invoice_ids).toEqual([booking.invoices[1]?.id]);
    const [reminder] = await o.policyMails(email);
    expect(reminder?.text).toContain(`at a kiosk with reference ${current.kiosk_reference}`);

    const paid = await control(sb, `/sandbox/kiosk/${current.kiosk_reference}/pay`);
    expect(paid.body).toMatchObject({
      status: 'paid',
      amount: booking.invoices[1]?.amount,
      booking_status: 'confirmed',
    });
    current = await o.current(email, id);
    expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'pending']);
    expect(current.kiosk_reference).toBeNull();
    expect((await control(sb, `/sandbox/kiosk/${booking.booking_number}/pay`)).status).toBe(409);
  });

  it('of a kiosk booking is its own reference, printed in the reminder', async () => {
    const email = 'kiosk-payer@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 10, 4);
    await o.advance('33d');
    const current = await o.current(email, id);
    expect(current.kiosk_reference).toBe(booking.payment_reference);
    const [reminder] = await o.policyMails(email);
    expect(reminder?.subject).toContain('is overdue');
    expect(reminder?.text).toContain(`at a kiosk with reference ${booking.payment_reference}`);
  });

  it('is none of a booking not yet paid for by QR: its number pays nothing at a kiosk', async () => {
    const token = await newCustomer(sb, 'unpaid-qr@example.com');
    const { booking } = await book(sb, token, 11, day(0), day(29));
    expect(booking.kiosk_reference).toBeNull();
    expect((await control(sb, `/sandbox/kiosk/${booking.booking_number}/pay`)).status).toBe(404);
  });
});
