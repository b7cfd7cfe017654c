import { REFUSALS } from '@self-storage/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STREAM_LIMITS } from '../src/payments/stream-slots.ts';
import { book, control, day, demoToken, START, startSandbox, type TestSandbox } from './helpers.ts';

/** Reads a payment event stream: each `next()` is one event's data, or 'end' once it closed. */
const openStream = async (url: string) => {
  const res = await fetch(url, { headers: { Accept: 'text/event-stream' } });
  const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<unknown> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data) return JSON.parse(data);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return 'end';
      buffer += value;
    }
  };
  return { res, next, close: () => reader.cancel() };
};

let sb: TestSandbox;
let token: string;
let unit = 9;
beforeAll(async () => {
  // Many payments of one account; the hold limit has tests of its own.
  sb = await startSandbox({ maxUnpaidBookings: 100 });
});
beforeEach(async () => {
  sb.clock.now = START;
  token = await demoToken(sb);
});
afterAll(() => sb.close());

/** A pending QR payment of a new booking: its event stream's URL and uuid. */
const pendingQr = async () => {
  const { booking } = await book(sb, token, unit++, day(1), day(20));
  return sb.client.payment.qrCheckout({
    customerInvoiceIds: booking.invoices.map((i) => i.id),
    tokenu: token,
  });
};

describe('payment event streams', () => {
  it('end when their payment fails, and a reconnect is told 409', async () => {
    const qr = await pendingQr();
    const stream = await openStream(qr.callbackUrl);
    expect(await stream.next()).toEqual({ payment: false });
    await control(sb, `/sandbox/payments/${qr.uuid}/fail`);
    expect(await stream.next()).toBe('end');
    const again = await fetch(qr.callbackUrl, { headers: { 'Accept-Language': 'en' } });
    expect(again.status).toBe(REFUSALS.payment_failed.responseCode);
    // Refused as every refusal of the API is: the envelope, in the caller's language.
    expect(await again.json()).toEqual({
      response_code: REFUSALS.payment_failed.responseCode,
      response_message: `Payment ${qr.uuid} has failed.`,
    });
    const thai = await fetch(qr.callbackUrl);
    expect(((await thai.json()) as { response_message: string }).response_message).toBe(
      `การชำระเงิน ${qr.uuid} ไม่สำเร็จ`,
    );
  });

  it('end when their payment expires, and a reconnect is told 410', async () => {
    const qr = await pendingQr();
    const stream = await openStream(qr.callbackUrl);
    expect(await stream.next()).toEqual({ payment: false });
    sb.advance(600 * 1000);
    expect(await stream.next()).toBe('end');
    const again = await fetch(qr.callbackUrl);
    expect(again.status).toBe(REFUSALS.payment_expired.responseCode);
    expect(await again.json()).toMatchObject({ response_code: REFUSALS.payment_expired.responseCode });
  });

  it('end after 2 minutes without news; the listener reconnects while the payment is pending', async () => {
    const qr = await pendingQr();
    const stream = await openStream(qr.callbackUrl);
    expect(await stream.next()).toEqual({ payment: false });
    sb.advance(2 * 60 * 1000);
    expect(await stream.next()).toBe('end');
    const again = await openStream(qr.callbackUrl);
    expect(await again.next()).toEqual({ payment: false });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    expect(await again.next()).toEqual({ payment: true });
  });

  it('are refused with 429 past the cap per payment and per address, and free their place on closing', async () => {
    const first = await pendingQr();
    const streams = [];
    for (let i = 0; i < STREAM_LIMITS.perPayment; i += 1) streams.push(await openStream(first.callbackUrl));
    const over = await fetch(first.callbackUrl);
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe('1');
    expect(await over.json()).toMatchObject({ response_code: REFUSALS.too_many_streams.responseCode });
    while (streams.length < STREAM_LIMITS.perAddress) {
      const qr = await pendingQr();
      for (let i = 0; i < STREAM_LIMITS.perPayment && streams.length < STREAM_LIMITS.perAddress; i += 1) {
        streams.push(await openStream(qr.callbackUrl));
      }
    }
    const other = await pendingQr();
    expect((await fetch(other.callbackUrl)).status).toBe(429);
    await Promise.all(streams.map((s) => s.close()));
    await expect.poll(async () => (await openStream(other.callbackUrl)).res.status).toBe(200);
  });
});
