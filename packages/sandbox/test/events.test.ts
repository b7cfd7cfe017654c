import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type EventSignatureError,
  type RentalEvent,
  SIGNATURE_HEADER,
  verifyEvent,
} from '@self-storage/core';
import { SandboxControls } from '@self-storage/core/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, control, day, newCustomer, startSandbox, type TestSandbox } from './helpers.ts';

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** A webhook receiver: keeps every request, and answers 500 to the first `failures` of them. */
const receiver = async () => {
  const received: Received[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.statusCode = failures > 0 ? 500 : 200;
      if (failures > 0) failures--;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    failNext: (n: number) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let sb: TestSandbox;
let hooks: Awaited<ReturnType<typeof receiver>>;
beforeAll(async () => {
  sb = await startSandbox();
  hooks = await receiver();
});
afterAll(async () => {
  await sb.close();
  await hooks.close();
});

const get = async (path: string) => {
  const res = await fetch(`${sb.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const del = async (path: string) => (await fetch(`${sb.url}${path}`, { method: 'DELETE' })).status;
const eventsOf = async (booking: number) =>
  (await get(`/sandbox/events?booking=${booking}`)).body.events as RentalEvent[];
const sandboxNow = async () => Date.parse((await get('/sandbox/clock')).body.now as string);

/** Waits (in real time) until `check` holds: deliveries go out after the reply. */
const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const payFirstBill = async (token: string, booking: { invoices: { id: number }[] }) => {
  const qr = await sb.client.payment.qrCheckout({
    tokenu: token,
    customerInvoiceIds: [booking.invoices[0]?.id ?? 0],
  });
  await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
};

describe('the events of a rental', () => {
  it('records a booking created then paid, in order, by the sandbox clock, with the booking as the API shows it', async () => {
    const token = await newCustomer(sb, 'events-paid@example.com');
    const { booking, customerServiceId } = await book(sb, token, 9, day(0), day(89), { instalments: true });
    await payFirstBill(token, booking);
    const events = await eventsOf(customerServiceId);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'bill.paid', 'booking.paid']);
    expect(events.map((e) => e.created_at)).toEqual(events.map(() => new Date(sb.clock.now).toISOString()));
    const [created, bill, paid] = events;
    expect(created?.data.booking.status).toBe('awaiting_payment');
    expect(bill?.type === 'bill.paid' && bill.data.bill).toMatchObject({ installment_no: 1, status: 'paid' });
    expect(paid?.data.booking).toMatchObject({ booking_number: booking.booking_number, status: 'confirmed' });
    const ids = events.map((e) => Number(e.id.slice(4)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const one = await get(`/sandbox/events/${paid?.id}`);
    expect(one.body.event).toEqual(paid);
  });

  it('records a bill due, overdue, then the rental suspended as the clock passes its dates', async () => {
    const token = await newCustomer(sb, 'events-late@example.com');
    const { booking, customerServiceId } = await book(sb, token, 10, day(0), day(89), { instalments: true });
    await payFirstBill(token, booking);
    try {
      for (const by of ['30d', '3d', '4d']) await control(sb, '/sandbox/clock', { advance: by });
      const types = (await eventsOf(customerServiceId)).map((e) => e.type);
      expect(types.slice(3)).toEqual(['bill.due', 'bill.overdue', 'rental.suspended']);
      // Paying what is overdue restores access: the bill paid, then the rental restored (a new
      // login: the session of 37 days ago has ended).
      const again = await sb.client.customer.login({
        username: 'events-late@example.com',
        password: 'Secret-123',
      });
      const suspended = (
        await sb.client.booking.current({ token: again, customer_service_id: customerServiceId })
      ).booking;
      const qr = await sb.client.payment.qrCheckout({
        tokenu: again,
        customerInvoiceIds: suspended.due_invoice_ids,
      });
      await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
      const after = (await eventsOf(customerServiceId)).map((e) => e.type);
      expect(after.slice(6)).toEqual(['bill.paid', 'rental.restored']);
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });

  it('records a failed payment, an extension paid, and a notice given then withdrawn', async () => {
    const token = await newCustomer(sb, 'events-rental@example.com');
    const { booking, customerServiceId: id } = await book(sb, token, 14, day(0), day(59), {
      instalments: true,
    });
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: [booking.invoices[0]?.id ?? 0],
    });
    await control(sb, `/sandbox/payments/${qr.uuid}/fail`);
    await payFirstBill(token, booking);
    const quote = await sb.client.rental.extendQuote({
      token,
      customer_service_id: id,
      end_date: day(89),
      promo_code: '',
    });
    const { booking: extending } = await sb.client.rental.extend({
      token,
      customer_service_id: id,
      end_date: day(89),
      promo_code: '',
      totalOrange: quote.total_after_discount,
    });
    const due = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: extending.due_invoice_ids,
    });
    await control(sb, `/sandbox/payments/${due.uuid}/pay`);
    await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(20) });
    await sb.client.rental.withdrawMoveOut({ token, customer_service_id: id });
    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual([
      'booking.created',
      'payment.failed',
      'bill.paid',
      'booking.paid',
      'bill.paid',
      'rental.extended',
      'notice.given',
      'notice.withdrawn',
    ]);
    const failed = events[1];
    expect(failed?.type === 'payment.failed' && failed.data.payment.uuid).toBe(qr.uuid);
    expect(events[5]?.data.booking.customerServiceEndDt).toBe(day(89));
    expect(events[6]?.data.booking.rental?.move_out?.date).toBe(day(20));
    expect(events[7]?.data.booking.rental?.move_out).toBeNull();
  });

  it('records a tax invoice issued and the credit note of a move-out refund', {
    timeout: 30_000,
  }, async () => {
    const token = await newCustomer(sb, 'events-documents@example.com');
    const { booking, customerServiceId: id } = await book(sb, token, 15, day(0), day(89));
    await payFirstBill(token, booking);
    const tax = await sb.client.tax.invoice({ token, invoice_id: booking.invoices[0]?.id ?? 0 });
    await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(31) });
    try {
      await control(sb, '/sandbox/clock', { advance: '32d' });
      const events = await eventsOf(id);
      expect(events.map((e) => e.type).slice(3)).toEqual([
        'tax_invoice.issued',
        'notice.given',
        'credit_note.issued',
      ]);
      const [issued, , note] = events.slice(3);
      expect(issued?.type === 'tax_invoice.issued' && issued.data.tax_invoice.number).toBe(
        tax.tax_invoice_number,
      );
      expect(note?.type === 'credit_note.issued' && note.data.credit_note).toEqual({
        number: expect.stringMatching(/^CN-2026-\d{6}$/),
        issue_date: day(32),
      });
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });

  it('records a booking expired by the control as soon as the events are read', async () => {
    const token = await newCustomer(sb, 'events-expired@example.com');
    const { booking, customerServiceId } = await book(sb, token, 16, day(1), day(30));
    await control(sb, `/sandbox/targets/${booking.booking_number}/expire`);
    expect((await eventsOf(customerServiceId)).map((e) => e.type)).toEqual([
      'booking.created',
      'booking.expired',
    ]);
  });

  it('records a lapsed hold once, however often the clock moves after', async () => {
    const token = await newCustomer(sb, 'events-lapsed@example.com');
    const { customerServiceId } = await book(sb, token, 11, day(1), day(30));
    try {
      for (const by of ['1d', '1d']) await control(sb, '/sandbox/clock', { advance: by });
      expect((await eventsOf(customerServiceId)).map((e) => e.type)).toEqual([
        'booking.created',
        'booking.expired',
      ]);
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });
});

describe('webhook deliveries', () => {
  it('refuses an endpoint that is not http(s)', async () => {
    const refused = await control(sb, '/sandbox/webhooks', { url: 'file:///etc/passwd' });
    expect(refused.status).toBe(400);
  });

  it('signs each delivery: verifyEvent accepts it, and refuses an altered body, a wrong secret and an old timestamp', async () => {
    const created = await control(sb, '/sandbox/webhooks', { url: hooks.url });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: string; secret: string };
    expect((await get('/sandbox/webhooks')).body.endpoints).toEqual([
      expect.not.objectContaining({ secret }),
    ]);
    try {
      const token = await newCustomer(sb, 'events-signed@example.com');
      await book(sb, token, 12, day(0), day(29));
      await until(() => hooks.received.length > 0, 'the delivery');
      const { body, headers } = hooks.received[0] as Received;
      const header = headers[SIGNATURE_HEADER.toLowerCase()] as string;
      const now = await sandboxNow();
      const event = await verifyEvent(body, header, secret, { now });
      expect(event.type).toBe('booking.created');
      const refusal = (p: Promise<unknown>) =>
        p.then(
          () => 'accepted',
          (e: EventSignatureError) => e.reason,
        );
      expect(
        await refusal(verifyEvent(body.replace('awaiting_payment', 'confirmed'), header, secret, { now })),
      ).toBe('bad_signature');
      expect(await refusal(verifyEvent(body, header, `${secret}x`, { now }))).toBe('bad_signature');
      expect(await refusal(verifyEvent(body, header, secret, { now: now + 301_000 }))).toBe('too_old');
    } finally {
      expect(await del(`/sandbox/webhooks/${id}`)).toBe(200);
      hooks.received.length = 0;
    }
  });

  it('retries a failing endpoint with backoff by the sandbox clock, lists the attempts, and resends on demand', async () => {
    const { id, secret } = (await control(sb, '/sandbox/webhooks', { url: hooks.url })).body as {
      id: string;
      secret: string;
    };
    try {
      hooks.failNext(2);
      const token = await newCustomer(sb, 'events-retried@example.com');
      const { customerServiceId } = await book(sb, token, 13, day(0), day(29));
      const [event] = await eventsOf(customerServiceId);
      const detail = async () =>
        (await get(`/sandbox/events/${event?.id}`)).body.deliveries as {
          status: string;
          attempts: { http_status: number }[];
        }[];
      await until(async () => (await detail())[0]?.attempts.length === 1, 'the first attempt');
      expect((await detail())[0]?.status).toBe('pending');
      await control(sb, '/sandbox/clock', { advance: '10s' });
      await until(async () => (await detail())[0]?.attempts.length === 2, 'the second attempt');
      await control(sb, '/sandbox/clock', { advance: '1m' });
      await until(async () => (await detail())[0]?.status === 'delivered', 'the delivery');
      expect((await detail())[0]?.attempts.map((a) => a.http_status)).toEqual([500, 500, 200]);

      const resent = await control(sb, `/sandbox/events/${event?.id}/resend`, {});
      expect(resent.status).toBe(200);
      await until(() => hooks.received.length === 4, 'the resent delivery');
      const again = hooks.received[3] as Received;
      const verified = await verifyEvent(
        again.body,
        again.headers['self-storage-signature'] as string,
        secret,
        {
          now: await sandboxNow(),
        },
      );
      expect(verified.id).toBe(event?.id);
      await until(
        async () => (await detail()).length === 2 && (await detail())[1]?.status === 'delivered',
        'two',
      );
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
      await del(`/sandbox/webhooks/${id}`);
      hooks.received.length = 0;
    }
  });

  it('are managed through the SDK’s sandbox helper: endpoints, events of a booking, one event, a resend to one endpoint', async () => {
    const sandbox = new SandboxControls({ baseUrl: sb.url });
    const endpoint = await sandbox.createWebhook(hooks.url);
    try {
      expect(endpoint.secret).toMatch(/^whsec_/);
      expect(await sandbox.listWebhooks()).toEqual([
        { id: endpoint.id, url: hooks.url, created_at: endpoint.created_at },
      ]);
      const token = await newCustomer(sb, 'events-helper@example.com');
      const { booking } = await book(sb, token, 16, day(0), day(29));
      const [created] = await sandbox.events({ booking: booking.booking_number, type: 'booking.created' });
      expect((await sandbox.events({ order: 'newest', limit: 1 }))[0]?.id).toBe(created?.id);
      await until(
        async () => (await sandbox.event(created?.id ?? '')).deliveries[0]?.status === 'delivered',
        'it',
      );
      const resent = await sandbox.resendEvent(created?.id ?? '', endpoint.id);
      expect(resent.deliveries).toHaveLength(1);
      await until(async () => (await sandbox.event(created?.id ?? '')).deliveries.length === 2, 'the resend');
      await expect(sandbox.resendEvent(created?.id ?? '', 'we_999999')).rejects.toMatchObject({
        status: 404,
      });
    } finally {
      await sandbox.deleteWebhook(endpoint.id);
      hooks.received.length = 0;
    }
    expect(await sandbox.listWebhooks()).toEqual([]);
  });

  it('answers 404 for an unknown event or endpoint', async () => {
    expect((await get('/sandbox/events/evt_999999')).status).toBe(404);
    expect(await del('/sandbox/webhooks/we_999999')).toBe(404);
  });
});
