import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TOKEN_LIFE_MS } from '../src/controls/form-token.ts';
import { book, day, demoToken, startSandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let token: string;
let nextUnit = 9;
beforeAll(async () => {
  sb = await startSandbox({ maxUnpaidBookings: 100 });
  token = await demoToken(sb);
});
afterAll(() => sb.close());

const newQr = async () => {
  const { booking } = await book(sb, token, nextUnit++, day(1), day(20));
  return sb.client.payment.qrCheckout({
    tokenu: token,
    customerInvoiceIds: booking.invoices.filter((i) => i.due_date <= sb.today()).map((i) => i.id),
  });
};

/** The token the QR page puts in its Simulate payment form. */
const pageToken = async (uuid: string): Promise<string> => {
  const text = await (await fetch(`${sb.url}/sandbox/qr/${uuid}`)).text();
  const found = /<input type="hidden" name="token" value="([^"]+)">/.exec(text)?.[1];
  if (!found) throw new Error(`no token on the page: ${text}`);
  return found;
};

/** What Chromium sends with the form of a no-referrer page on its own origin. */
const FROM_THE_PAGE = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' };

const simulate = (
  uuid: string,
  form: Record<string, string>,
  headers: Record<string, string> = FROM_THE_PAGE,
) =>
  fetch(`${sb.url}/sandbox/qr/${uuid}`, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: new URLSearchParams(form),
  });

const status = async (uuid: string) => (await sb.client.payment.qrInquire({ tokenu: token, uuid })).status;

describe('the QR page simulate form', () => {
  it('pays with the page’s own token, though the browser sends Origin: null', async () => {
    const qr = await newQr();
    const reply = await simulate(qr.uuid, { token: await pageToken(qr.uuid) });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`/sandbox/qr/${qr.uuid}`);
    expect(await status(qr.uuid)).toBe('paid');
  });

  it('refuses a post without the page’s token: none, forged, altered, or another payment’s', async () => {
    const qr = await newQr();
    const other = await newQr();
    const own = await pageToken(qr.uuid);
    const [at = '', signature = ''] = own.split('.');
    const altered = `${at}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const form of [
      {} as Record<string, string>,
      { token: '' },
      { token: `${at}.${'A'.repeat(43)}` },
      { token: altered },
      { token: `${Number(at) + 1}.${signature}` },
      { token: await pageToken(other.uuid) },
    ]) {
      const reply = await simulate(qr.uuid, form);
      expect(reply.status, JSON.stringify(form)).toBe(403);
      expect(await reply.text()).toContain('This form was not sent from this page');
    }
    expect(await status(qr.uuid)).toBe('pending');
    // The refusal is the page again, its button with a token of its own: pressing it pays.
    const again = /name="token" value="([^"]+)"/.exec(await (await simulate(qr.uuid, {})).text())?.[1] ?? '';
    expect((await simulate(qr.uuid, { token: again })).status).toBe(303);
    expect(await status(qr.uuid)).toBe('paid');
  });

  it('refuses a post the browser says came from another site, even with the page’s token', async () => {
    const qr = await newQr();
    const own = await pageToken(qr.uuid);
    for (const headers of [
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      { Origin: 'null', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://evil.example' },
      { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const reply = await simulate(qr.uuid, { token: own }, headers);
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(await reply.json()).toEqual({
        error: 'This form may only be sent from the sandbox’s own page.',
      });
    }
    expect(await status(qr.uuid)).toBe('pending');
    // The page's own origin, and a browser that sends no Sec-Fetch-Site (plain HTTP off loopback).
    const reply = await simulate(qr.uuid, { token: own }, { Origin: sb.url });
    expect(reply.status).toBe(303);
    expect(await status(qr.uuid)).toBe('paid');
  });

  it('takes a token for its life on the server’s time, whatever the test clock says', async () => {
    const kept = await newQr();
    const keptToken = await pageToken(kept.uuid);
    // The test clock moving past the payment's countdown does not age the token: the post reaches
    // the payment, which has expired (409), where a stale token is refused first (403).
    const moved = await fetch(`${sb.url}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance: '2h' }),
    });
    expect(moved.status).toBe(200);
    const late = await simulate(kept.uuid, { token: keptToken });
    expect(late.status).toBe(409);
    expect(await late.text()).not.toContain('This form was not sent from this page');
    await fetch(`${sb.url}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reset: true }),
    });

    const qr = await newQr();
    const own = await pageToken(qr.uuid);
    sb.advance(FORM_TOKEN_LIFE_MS + 1000);
    const stale = await simulate(qr.uuid, { token: own });
    expect(stale.status).toBe(403);
    const page = await stale.text();
    expect(page).toContain('the page is over half an hour old');
    expect(page).not.toContain('Simulate payment</button>');
  });
});
