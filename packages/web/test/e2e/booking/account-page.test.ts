import { SelfStorageClient } from '@self-storage/core';
import { describe, expect, it } from 'vitest';
import {
  axeScan,
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import { catalogs } from './booking-helpers.ts';

const e2e = startE2E();

const profileOf = async (email: string, password: string) => {
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  const token = await client.customer.login({ username: email, password });
  return client.account.profile({ token });
};

describe('account page', () => {
  it('opens from the user menu, changes the phone under registration rules and the marketing consent (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('link', { name: t.accountPage.menu }).click();
    await page.waitForURL('**/service/account');
    expect(await page.getByTestId('account-email').textContent()).toBe(account.email);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.accountPage.title);

    // Registration's rules: a name is required, the phone keeps digits only.
    const firstName = page.getByLabel(t.accountPage.firstName);
    await firstName.fill('');
    await page.getByRole('button', { name: t.accountPage.save }).click();
    await page.getByText(t.errors.required).first().waitFor();
    await firstName.fill('สมหญิง');
    const phone = page.getByLabel(t.accountPage.phone);
    await phone.fill('');
    await phone.pressSequentially('09-8765-4321');
    expect(await phone.inputValue()).toBe('0987654321');
    await page.getByRole('button', { name: t.accountPage.save }).click();
    await page.getByText(t.accountPage.saved).waitFor();
    const saved = await profileOf(account.email, account.password);
    expect(saved).toMatchObject({ phone: '0987654321', firstname: 'สมหญิง', marketing: false });

    // Marketing mail: one tick gives the consent, one takes it back, each recorded at once.
    const marketing = page.getByLabel(t.accountPage.marketingLabel);
    expect(await marketing.isChecked()).toBe(false);
    await marketing.check();
    await expect
      .poll(() => page.getByTestId('marketing-status').textContent())
      .toBe(t.accountPage.marketingOn);
    expect((await profileOf(account.email, account.password)).marketing).toBe(true);
    await marketing.uncheck();
    await expect
      .poll(() => page.getByTestId('marketing-status').textContent())
      .toBe(t.accountPage.marketingOff);
    expect((await profileOf(account.email, account.password)).marketing).toBe(false);

    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);
  });

  it('changes the password here, which signs out, and signs out of every device (en)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, account, '/service/account');
    await page.getByTestId('account-email').waitFor();
    await page.getByLabel(t.account.oldPassword).fill(account.password);
    await page.locator('input[name="newPassword"]').fill('Changed-5678');
    await page.locator('input[name="confirmPassword"]').fill('Changed-5678');
    await page.getByRole('button', { name: t.changePassword.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(profileOf(account.email, account.password)).rejects.toThrow();
    const changed = { ...account, password: 'Changed-5678' };

    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const other = await client.customer.login({ username: changed.email, password: changed.password });
    await openSignedIn(page, e2e, changed, '/service/account');
    await page.getByRole('button', { name: t.accountPage.signOutAll }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The other device's session ended too.
    await expect(client.account.profile({ token: other })).rejects.toThrow();
  });
});
