import { PAYMENT_METHOD, SelfStorageClient } from '@self-storage/core';
import { describe, expect, it } from 'vitest';
import { createAccount, openSignedIn, startE2E } from '../harness/index.ts';
import { catalogs, chooseService, chooseUnit, confirmWith, dialogMessage } from './booking-helpers.ts';

const e2e = startE2E();

describe('what the browser trusts', () => {
  it('ends the session on the server at logout, so the token is worthless after (en, 1280)', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, account);
    const sent = page.waitForRequest('**/customer/logout');
    await page.getByRole('button', { name: catalogs.en.header.userMenu }).click();
    await page.getByRole('button', { name: catalogs.en.header.logout }).click();
    const { token } = (await sent).postDataJSON() as { token: string };
    await page.waitForURL((url) => url.pathname === '/');
    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    await expect
      .poll(() =>
        client.booking.history({ token }).then(
          () => 'valid',
          (e: { code: string }) => e.code,
        ),
      )
      .toBe('session_expired');
  });

  it('does not follow a card page address on another origin (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { size: 5 });
    await chooseUnit(page, t);
    // The real checkout, its answer's address swapped, as a tampered reply would have it.
    await page.route('**/booking/booking-checkout', async (route) => {
      const reply = await route.fetch();
      const body = (await reply.json()) as Record<string, unknown>;
      await route.fulfill({ response: reply, json: { ...body, redirect_url: 'https://evil.example/steal' } });
    });
    let left = false;
    page.on('request', (request) => {
      if (request.url().startsWith('https://evil.example')) left = true;
    });
    await confirmWith(page, t, PAYMENT_METHOD.card);
    expect(await dialogMessage(page)).toBe(t.payment.online.error);
    expect(left).toBe(false);
    expect(new URL(page.url()).origin).toBe(e2e.baseUrl);
  });
});
