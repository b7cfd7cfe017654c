import { PAYMENT_METHOD, SelfStorageClient } from '@self-storage/core';
import { buildPaymentLink } from '@self-storage/core/links';
import { describe, expect, it } from 'vitest';
import { axeScan, createAccount, noHorizontalScroll, openSignedIn, startE2E } from '../harness/index.ts';
import { bookOverApi, catalogs, closeDialog, control, dialogMessage } from './booking-helpers.ts';

const e2e = startE2E();

const mintLink = async (body: Record<string, unknown>): Promise<URL> =>
  new URL((await control<{ url: string }>(e2e, '/sandbox/links', body)).url);

describe('deep links on the home page', () => {
  it('loads no booking screen and no link handling on a plain home page', async () => {
    const page = await e2e.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(e2e.url('/'));
    // The prerendered form is live, so the app's code has loaded (after the first paint).
    await page.locator('.login input[name="email"]:not([readonly])').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((path) => /select-service|unit-screen|summary-screen|qr-screen|handle-link/.test(path)),
    ).toEqual([]);
  });

  it('re-pays a booking from a payment link, logging in first (en, 390)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const { customerServiceId } = await bookOverApi(e2e, account);
    const link = await mintLink({ type: 'payment', customer_service_id: customerServiceId });
    const page = await e2e.newPage({ language: 'en', width: 390 });
    await page.goto(link.href);
    await page.waitForURL((url) => url.searchParams.get('returnUrl') === '/service-ex/summary');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    expect(await page.locator('.progress__step').count()).toBe(2);
    await axeScan(page);
    await noHorizontalScroll(page);

    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    await page.locator(`input[name="paymentMethod"][value="${PAYMENT_METHOD.qr}"]`).check();
    await page.getByRole('button', { name: t.summary.confirm }).click();
    await page.waitForURL('**/service/payment-qrcode');
    const { data } = (await (await checkout).json()) as { data: { uuid: string } };
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    // The confirm button asks qr/inquire, which finds the payment, unless the watcher's poll or the
    // stream found it first: then the page has already left for success and there is no button.
    const paid = page.waitForURL('**/service/payment-success');
    await Promise.race([
      page
        .getByRole('button', { name: t.payment.qr.check })
        .click()
        .catch(() => {}),
      paid,
    ]);
    await paid;
  });

  it('opens re-payment from a base64-encoded payment link when signed in (th, 1280)', async () => {
    const account = await createAccount(e2e);
    const { customerServiceId } = await bookOverApi(e2e, account);
    const plain = await mintLink({ type: 'payment', customer_service_id: customerServiceId });
    const encoded = buildPaymentLink({
      baseUrl: e2e.url('/'),
      ser: customerServiceId,
      p: plain.searchParams.get('p') ?? '',
      encode: true,
    });
    const page = await e2e.newPage({ language: 'th' });
    await openSignedIn(page, e2e, account);
    await page.goto(encoded);
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    const saved = await page.evaluate(() => localStorage.getItem('current_service'));
    expect(JSON.parse(atob(saved ?? ''))).toMatchObject({
      serviceState: 'checkout',
      serviceId: customerServiceId,
    });
  });

  it('signs in from a service link and pre-fills branch, group and size (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const [, group] = await client.catalogue.groups({ project_id: 2 });
    if (!group) throw new Error('No second group at branch 2');
    const [, , size] = await client.catalogue.sizes({ open_service_id: group.id });
    if (!size) throw new Error('No third size');
    const link = await mintLink({
      type: 'service',
      email: account.email,
      pid: 2,
      ops: group.id,
      osm: size.open_service_model_id,
    });
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await page.goto(link.href);
    await page.waitForURL((url) => url.pathname === '/service');
    await expect.poll(() => page.locator('select[name="size"]').inputValue()).toBe(String(size.id));
    expect(await page.locator('select[name="branch"]').inputValue()).toBe('2');
    expect(await page.locator('select[name="group"]').inputValue()).toBe(String(group.id));
    await expect.poll(() => page.getByRole('button', { name: t.header.userMenu }).isVisible()).toBe(true);
    await noHorizontalScroll(page);
  });

  it('says a tampered or broken link cannot be opened, and shows the login form (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const service = await mintLink({ type: 'service', email: account.email });
    const p = service.searchParams.get('p') ?? '';
    // One character changed in the middle of the ciphertext.
    const flipped = p.slice(0, 20) + (p[20] === 'A' ? 'B' : 'A') + p.slice(21);
    service.searchParams.set('p', flipped);
    const { customerServiceId } = await bookOverApi(e2e, account);
    const payment = await mintLink({ type: 'payment', customer_service_id: customerServiceId });
    payment.searchParams.set('ser', String(customerServiceId + 1000));

    const page = await e2e.newPage({ language: 'en' });
    for (const href of [
      service.href,
      payment.href,
      e2e.url('/?eyJhY3Rpb24iOiJwYXltZW50Iiwic2VyIjo'),
      e2e.url('/?action=x'),
    ]) {
      await page.goto(href);
      expect(await dialogMessage(page)).toBe(t.errors.invalidLink);
      await closeDialog(page, t);
      await page.locator('.login').waitFor();
      expect(new URL(page.url()).search).toBe('');
    }
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });
});
