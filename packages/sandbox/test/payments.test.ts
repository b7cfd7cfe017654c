import { PAYMENT_COUNTDOWN_S, paymentEvents } from '@self-storage/core';
import { parse } from 'promptparse';
import { billPayment } from 'promptparse/validate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../src/payments/card.ts';
import { BILLER_ID } from '../src/payments/qr.ts';
import {
  book,
  control,
  day,
  demoToken,
  mails,
  newCustomer,
  refused,
  START,
  startSandbox,
  succeed,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  // These tests book many units for one account; the hold limit has tests of its own.
  sb = await startSandbox({ webUrl: 'http://web.test', maxUnpaidBookings: 1000 });
});
beforeEach(async () => {
  // Tests move the clock; each starts again at START with a fresh session.
  sb.clock.now = START;
  token = await demoToken(sb);
});
afterAll(() => sb.close());

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 asks. */
const crc16 = (text: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** Reads server-sent events from a fetch body: each `next()` is one event's data, or 'end'. */
const openStream = async (url: string) => {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'text/event-stream' } });
  const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<unknown> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (data) return JSON.parse(data);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return 'end';
      buffer += value;
    }
  };
  return { res, next, close: () => controller.abort() };
};

let nextUnit = 30;
/** A fresh booking on its own unit (Chinatown storage rooms of 4 sqm and up: units 25 onwards). */
const newBooking = async (options: { method?: 1 | 4 | 5; instalments?: boolean; who?: string } = {}) => {
  const unit = nextUnit++;
  const sizes = await sb.client.catalogue.sizes({ open_service_id: 1 });
  const model = sb.db.prepare('SELECT model_id FROM units WHERE id = ?').get(unit)?.model_id as number;
  expect(sizes.some((s) => s.open_service_model_id === model)).toBe(true);
  const data = await sb.client.booking.calculate({
    project_id: 1,
    open_service_id: 1,
    open_service_model_id: model,
    start_date: day(1),
    end_date: day(options.instalments ? 91 : 20),
    unit_id: unit,
    is_reccuring: 0,
    is_reccuringcheck: options.instalments ? 1 : 0,
    is_paymentcheck: 1,
    promo_code: '',
  });
  return sb.client.booking.store({
    payment_method: options.method ?? 1,
    isInstallment: options.instalments ? 2 : 1,
    start_date: day(1),
    end_date: day(options.instalments ? 91 : 20),
    unit_id: unit,
    token: options.who ?? token,
    data,
    totalOrange: data.total_after_discount,
  });
};

const dueIds = (booking: { invoices: { id: number; status: string; due_date: string }[] }) =>
  booking.invoices.filter((i) => i.status === 'pending' && i.due_date <= sb.today()).map((i) => i.id);

describe('qr/checkout', () => {
  it('makes a Thai QR bill payment with a valid CRC that promptparse reads back', async () => {
    const { booking } = await newBooking();
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    expect(qr.amount).toBe(booking.amount_due);
    expect(qr.callbackUrl).toBe(`${sb.url}/callback/${qr.uuid}`);
    const { payload } = qr.qrCode;
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const parsed = parse(payload, true);
    expect(parsed?.getTagValue('01')).toBe('12');
    expect(parsed?.getTagValue('53')).toBe('764');
    expect(parsed?.getTagValue('58')).toBe('TH');
    expect(parsed?.getTagValue('54')).toBe(qr.amount.toFixed(2));
    expect(billPayment(payload)).toMatchObject({
      billerId: BILLER_ID,
      ref1: booking.booking_number.replaceAll('-', ''),
      ref2: qr.uuid.replaceAll('-', '').slice(0, 20).toUpperCase(),
      amount: qr.amount,
    });
    const png = Buffer.from(qr.qrCode.qrImage.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses invoices that are not payable by this customer', async () => {
    const { booking } = await newBooking();
    const ids = dueIds(booking);
    const stranger = await newCustomer(sb, 'qr.stranger@example.com');
    expect((await refused(sb, 'qrCheckout', { customerInvoiceIds: ids, tokenu: stranger })).code).toBe(404);
    expect((await refused(sb, 'qrCheckout', { customerInvoiceIds: [999_999], tokenu: token })).code).toBe(
      404,
    );
    const other = await newBooking();
    const both = await refused(sb, 'qrCheckout', {
      customerInvoiceIds: [...ids, ...dueIds(other.booking)],
      tokenu: token,
    });
    expect(both.message).toMatch(/one booking/);
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: ids, tokenu: token });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    expect((await refused(sb, 'qrCheckout', { customerInvoiceIds: ids, tokenu: token })).code).toBe(409);
    expect((await refused(sb, 'qrCheckout', { customerInvoiceIds: ids, tokenu: 'nope' })).code).toBe(401);
  });

  it('uses PUBLIC_URL for the callback when set', async () => {
    const other = await startSandbox({ publicUrl: 'https://sandbox.example.com/' });
    try {
      const t = await demoToken(other);
      const { booking } = await book(other, t, 9, day(1), day(3));
      const qr = await other.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: t });
      expect(qr.callbackUrl).toBe(`https://sandbox.example.com/callback/${qr.uuid}`);
    } finally {
      await other.close();
    }
  });
});

describe('payment event stream and qr/inquire', () => {
  it('streams payment false, then true when the bank confirms, and confirms the booking', async () => {
    const { booking, customerServiceId } = await newBooking();
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    const stream = await openStream(qr.callbackUrl);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toBe('no-cache');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.next()).toEqual({ payment: false });
    expect(await sb.client.payment.qrInquire({ uuid: qr.uuid, tokenu: token })).toEqual({
      success: false,
      status: 'pending',
    });
    const paid = await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    expect(paid).toEqual({
      status: 200,
      body: {
        uuid: qr.uuid,
        status: 'paid',
        amount: qr.amount,
        customer_service_id: customerServiceId,
        booking_status: 'confirmed',
      },
    });
    expect(await stream.next()).toEqual({ payment: true });
    expect(await stream.next()).toBe('end');
    expect(await sb.client.payment.qrInquire({ uuid: qr.uuid, tokenu: token })).toEqual({
      success: true,
      status: 'paid',
    });
    const late = await openStream(qr.callbackUrl);
    expect(await late.next()).toEqual({ payment: true });
    const current = await sb.client.booking.current({ token, customer_service_id: customerServiceId });
    expect(current.booking).toMatchObject({ status: 'confirmed', amount_due: 0 });
    expect((await mails(sb, 'demo@example.com')).at(-1)?.subject).toBe(
      `ได้รับชำระเงินสำหรับการจอง ${booking.booking_number}`,
    );
    expect((await control(sb, `/sandbox/payments/${qr.uuid}/pay`)).status).toBe(200);
  });

  it('ends open streams on the disconnect control; a reconnect waits again', async () => {
    const { booking } = await newBooking();
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    const stream = await openStream(qr.callbackUrl);
    expect(await stream.next()).toEqual({ payment: false });
    expect((await control(sb, `/sandbox/payments/${qr.uuid}/disconnect`)).body).toEqual({
      uuid: qr.uuid,
      disconnected: 1,
    });
    expect(await stream.next()).toBe('end');
    const again = await openStream(qr.callbackUrl);
    expect(await again.next()).toEqual({ payment: false });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    expect(await again.next()).toEqual({ payment: true });
    const unknown = await fetch(`${sb.url}/callback/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ response_code: 404 });
  });

  it('answers expired 600 s after checkout, and failed after a bank failure', async () => {
    const { booking } = await newBooking();
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    sb.advance(600 * 1000);
    expect(await sb.client.payment.qrInquire({ uuid: qr.uuid, tokenu: token })).toEqual({
      success: false,
      status: 'expired',
    });
    expect((await fetch(qr.callbackUrl)).status).toBe(410);
    expect((await control(sb, `/sandbox/payments/${qr.uuid}/pay`)).body).toEqual({
      error: 'This payment has expired; start a new one.',
    });
    const retry = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    expect((await control(sb, `/sandbox/payments/${retry.uuid}/fail`)).body).toEqual({
      uuid: retry.uuid,
      status: 'failed',
    });
    expect(await sb.client.payment.qrInquire({ uuid: retry.uuid, tokenu: token })).toEqual({
      success: false,
      status: 'failed',
    });
    expect((await fetch(retry.callbackUrl)).status).toBe(409);
    expect((await control(sb, '/sandbox/payments/00000000-0000-4000-8000-000000000000/pay')).status).toBe(
      404,
    );
    const stranger = await newCustomer(sb, 'inquire.stranger@example.com');
    expect((await refused(sb, 'qrInquire', { uuid: retry.uuid, tokenu: stranger })).code).toBe(404);
  });

  it("the SDK's paymentEvents ends after the payment, and fails on an expired or unknown one", async () => {
    const { booking } = await newBooking();
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    const seen: unknown[] = [];
    let connections = 0;
    const onConnection = (change: string) => {
      if (change === 'connecting') connections += 1;
    };
    for await (const event of paymentEvents({ url: qr.callbackUrl, onConnection })) {
      seen.push(event);
      if (!event.payment) await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    }
    expect(seen).toEqual([{ payment: false }, { payment: true }]);
    expect(connections).toBe(1);

    const { booking: other } = await newBooking();
    const late = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(other), tokenu: token });
    sb.advance(600 * 1000);
    const failure = async (url: string) => {
      for await (const _ of paymentEvents({ url, reconnectMs: 5 })) expect.unreachable();
    };
    await expect(failure(late.callbackUrl)).rejects.toMatchObject({ code: 'payment_timeout', status: 410 });
    await expect(failure(`${sb.url}/callback/00000000-0000-4000-8000-000000000000`)).rejects.toMatchObject({
      code: 'unknown_payment',
      status: 404,
      url: `${sb.url}/callback/00000000-0000-4000-8000-000000000000`,
    });
  });

  it('says when its QR expires, the same instant for a second checkout of the same bills', async () => {
    const { booking } = await newBooking();
    const made = sb.clock.now;
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    expect(Date.parse(qr.expiresAt ?? '')).toBe(made + PAYMENT_COUNTDOWN_S * 1000);
    sb.advance(120 * 1000);
    const again = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    expect(again).toMatchObject({ uuid: qr.uuid, expiresAt: qr.expiresAt });
  });

  it('expires a QR made near the deadline at the deadline, and says so', async () => {
    const { booking } = await newBooking();
    sb.advance(2 * 60 * 60 * 1000 - 60 * 1000);
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    expect(qr.expiresAt).toBe(new Date(Date.parse(booking.payment_deadline)).toISOString());
  });

  it('never lets a QR outlive the booking deadline', async () => {
    const { booking } = await newBooking();
    sb.advance(2 * 60 * 60 * 1000 - 60 * 1000);
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    sb.advance(60 * 1000);
    expect((await sb.client.payment.qrInquire({ uuid: qr.uuid, tokenu: token })).status).toBe('expired');
    expect(
      (await refused(sb, 'qrCheckout', { customerInvoiceIds: dueIds(booking), tokenu: token })).message,
    ).toMatch(/deadline/);
  });

  it('confirms an instalment booking on its first bill, leaving later bills for later', async () => {
    const { booking, customerServiceId } = await newBooking({ instalments: true });
    expect(booking.invoices).toHaveLength(3);
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    const current = (await sb.client.booking.current({ token, customer_service_id: customerServiceId }))
      .booking;
    expect(current.status).toBe('confirmed');
    expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'pending', 'pending']);
    expect(current.amount_due).toBe(0);
    sb.advance(31 * 24 * 60 * 60 * 1000);
    const later = (
      await sb.client.booking.current({ token: await demoToken(sb), customer_service_id: customerServiceId })
    ).booking;
    expect(later.amount_due).toBe(later.invoices[1]?.amount);
    expect(later.due_invoice_ids).toEqual([later.invoices[1]?.id]);
  });

  it('offers a page per QR with a simulate button that pays it', async () => {
    const { booking } = await newBooking();
    const qr = await sb.client.payment.qrCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    const page = await fetch(`${sb.url}/sandbox/qr/${qr.uuid}`);
    const text = await page.text();
    expect(text).toContain('Simulate payment');
    expect(text).toContain('src="data:image/png;base64,');
    expect(text).not.toContain('<script');
    // The page's own form, as a browser sends it from a no-referrer page: `Origin: null`, and the
    // page's token.
    const pageToken = /name="token" value="([^"]+)"/.exec(text)?.[1] ?? '';
    const post = await fetch(`${sb.url}/sandbox/qr/${qr.uuid}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ token: pageToken }),
    });
    expect(post.status).toBe(303);
    expect(await (await fetch(`${sb.url}/sandbox/qr/${qr.uuid}`)).text()).toContain(
      'Status: <strong>paid</strong>',
    );
  });
});

describe('card payment', () => {
  const checkout = async () => {
    const { booking, customerServiceId } = await newBooking({ method: 5 });
    const url = await sb.client.payment.cardCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    return { url, customerServiceId };
  };
  const pay = (url: string, number: string, extra: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ name: 'Somchai Jaidee', number, expiry: '12/30', cvc: '123', ...extra }),
    });

  it('shows an accessible form without script, and 4242 4242 4242 4242 succeeds', async () => {
    const { url, customerServiceId } = await checkout();
    expect(url).toMatch(new RegExp(`^${sb.url}/sandbox/card/[0-9a-f-]{36}\\?lang=en$`));
    const page = await fetch(url);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toContain('<script');
    for (const field of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc'])
      expect(html).toContain(`autocomplete="${field}"`);
    expect(html).toContain('placeholder="MM/YY"');
    // In Thai the expiry's placeholder reads as its label does.
    const thai = await (await fetch(url.replace('lang=en', 'lang=th'))).text();
    expect(thai).toContain('วันหมดอายุ (ดด/ปป)');
    expect(thai).toContain('placeholder="ดด/ปป"');
    const res = await pay(url, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://web.test/?action=payment-success');
    expect(
      (await sb.client.booking.current({ token, customer_service_id: customerServiceId })).booking.status,
    ).toBe('confirmed');
    expect((await fetch(url, { redirect: 'manual' })).headers.get('location')).toBe(
      'http://web.test/?action=payment-success',
    );
  });

  it('declines 4000 0000 0000 0002 to the fail page with ser', async () => {
    const { url, customerServiceId } = await checkout();
    const res = await pay(url, '4000000000000002');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://web.test/?action=payment-fail&ser=${customerServiceId}`);
    const booking = (await sb.client.booking.current({ token, customer_service_id: customerServiceId }))
      .booking;
    expect(booking.status).toBe('awaiting_payment');
  });

  it('shows the form again with the problem for any other card or a bad expiry', async () => {
    const { url } = await checkout();
    for (const [number, extra, problem] of [
      ['4111111111111111', {}, 'This card number is not valid'],
      ['4242424242424242', { expiry: '13/30' }, 'MM/YY'],
      ['4242424242424242', { expiry: '01/26' }, 'This card has expired.'],
      ['4242424242424242', { cvc: '12' }, 'security code'],
      ['4242424242424242', { name: ' ' }, 'name on the card'],
    ] as const) {
      const res = await pay(url, number, extra);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain('role="alert"');
      expect(text).toContain(problem);
    }
    expect((await fetch(`${sb.url}/sandbox/card/nope`)).status).toBe(404);
  });

  it('hands back the same pending card payment for the same bills, a new one once it has failed', async () => {
    const { booking } = await newBooking({ method: 5 });
    const request = { customerInvoiceIds: dueIds(booking), tokenu: token };
    const first = await sb.client.payment.cardCheckout(request);
    expect(await sb.client.payment.cardCheckout(request)).toBe(first);
    expect(
      sb.db
        .prepare("SELECT count(*) AS n FROM payments WHERE kind = 'card' AND booking_id = ?")
        .get(booking.customerService_id)?.n,
    ).toBe(1);
    await pay(first, TEST_CARDS.declined);
    const next = await sb.client.payment.cardCheckout(request);
    expect(next).not.toBe(first);
    // A card page left open past the payment countdown is not handed out again.
    sb.advance(PAYMENT_COUNTDOWN_S * 1000);
    expect(await sb.client.payment.cardCheckout(request)).not.toBe(next);
  });

  it("speaks the app's language, else the browser's, Thai by default, and cancels back to the shop", async () => {
    const { booking, customerServiceId } = await newBooking({ method: 5 });
    const url = await sb.client.payment.cardCheckout({ customerInvoiceIds: dueIds(booking), tokenu: token });
    const english = await (await fetch(url)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Name on card');
    const bare = url.replace(/\?.*$/, '');
    const thai = await (await fetch(bare)).text();
    expect(thai).toContain('<html lang="th">');
    expect(thai).toContain('ชื่อบนบัตร');
    expect(thai).not.toMatch(/Name on card|Sandbox time|baht/);
    expect(await (await fetch(bare, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).text()).toContain(
      'Card number',
    );
    const refused = await fetch(`${bare}?lang=th`, {
      method: 'POST',
      body: new URLSearchParams({
        name: 'Somchai Jaidee',
        number: '4111111111111111',
        expiry: '12/30',
        cvc: '1',
      }),
    });
    expect(await refused.text()).toContain('รหัสความปลอดภัย');

    const cancel = /<a href="([^"]+)">Cancel and go back to the shop<\/a>/.exec(english)?.[1] ?? '';
    const link = new URL(cancel.replaceAll('&amp;', '&'));
    expect(link.origin).toBe('http://web.test');
    expect(link.searchParams.get('action')).toBe('payment');
    expect(link.searchParams.get('ser')).toBe(String(customerServiceId));
    expect(await sb.client.customer.pinVerify({ pin: link.searchParams.get('p') ?? '' })).toBe(
      customerServiceId,
    );
  });
});

describe('kiosk payment', () => {
  it('pays what is due on a kiosk reference, once', async () => {
    const { booking, customerServiceId } = await newBooking({ method: 4 });
    const reference = booking.payment_reference ?? '';
    const paid = await control(sb, `/sandbox/kiosk/${reference}/pay`);
    expect(paid.body).toMatchObject({
      reference,
      status: 'paid',
      amount: booking.amount_due,
      customer_service_id: customerServiceId,
      booking_status: 'confirmed',
    });
    const again = await control(sb, `/sandbox/kiosk/${reference}/pay`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/Nothing is due/);
    expect((await control(sb, '/sandbox/kiosk/000000000000/pay')).status).toBe(404);
  });
});

describe('re-payment', () => {
  it('pays the amount due of an existing booking through current-service', async () => {
    const { customerServiceId } = await newBooking({ method: 4 });
    const { booking, availableMethods } = await sb.client.booking.current({
      token,
      customer_service_id: customerServiceId,
    });
    expect(availableMethods).toEqual([{ id: 1 }, { id: 5 }]);
    const qr = await succeed(sb, 'qrCheckout', { customerInvoiceIds: dueIds(booking), tokenu: token });
    expect(qr.data.amount).toBe(booking.amount_due);
  });
});
