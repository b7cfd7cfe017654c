import { createSessionStore, MemoryStorage, SelfStorageClient } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { buildRegistrationPayload } from '@self-storage/core/forms';
import type { Page } from 'playwright-core';
import { LIVE_EVENT } from '#app/prerender-attributes.ts';
import { newEmail, PNG_FIXTURE, validThaiId } from './data.ts';
import type { E2E } from './setup.ts';

export interface Account {
  email: string;
  password: string;
}

/** The sandbox's seeded customer. */
export const DEMO_ACCOUNT: Account = { email: 'demo@example.com', password: 'Demo-1234' };

/** The names and address a test customer registers with: Latin by default, Thai where a screen shows them. */
export interface Names {
  firstName: string;
  lastName: string;
  address: string;
}

/** Names a Thai screen shows as they are written in Thai. */
export const THAI_NAMES: Names = {
  firstName: 'มาลี',
  lastName: 'สุขสันต์',
  address: '99 ถนนพระรามที่ 4 กรุงเทพฯ 10110',
};

const LATIN_NAMES: Names = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  address: '1 Rama IV Road, Bangkok 10500',
};

// The sandbox counts unpaid bookings per phone: each account has its own.
const newPhone = (): string => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Verifies the email over the API (OTP read from the outbox) and registers what `payload` builds. */
const register = async (
  e2e: E2E,
  email: string,
  _password: string,
  payload: (attachment: string) => Parameters<typeof buildRegistrationPayload>[0],
): Promise<void> => {
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  await client.customer.sendOtp({ email });
  await client.customer.verifyOtp({ email, otp: await e2e.latestOtp(email) });
  await client.customer.register(buildRegistrationPayload(payload(PNG_FIXTURE.buffer.toString('base64'))));
};

/**
 * A new personal Thai customer registered over the API (OTP read from the outbox), for tests that
 * need an account but are not about registering.
 */
export const createAccount = async (
  e2e: E2E,
  account: Partial<Account> = {},
  names: Names = LATIN_NAMES,
): Promise<Account> => {
  const email = account.email ?? newEmail();
  const password = account.password ?? 'Secret-1234';
  await register(e2e, email, password, (attachment) => ({
    customerType: 'personal',
    email,
    password,
    attachment,
    form: { personalType: 'thai', ...names, phone: newPhone(), idCard: validThaiId() },
  }));
  return { email, password };
};

/** A new company registered over the API, with its legal number (the tax documents' buyer). */
export const createCompany = async (e2e: E2E): Promise<Account & { legalNumber: string }> => {
  const email = newEmail();
  const password = 'Secret-1234';
  const legalNumber = validThaiId();
  await register(e2e, email, password, (attachment) => ({
    customerType: 'corporate',
    email,
    password,
    attachment,
    form: {
      ...THAI_NAMES,
      phone: newPhone(),
      companyName: 'บริษัท สยามเทรดดิ้ง จำกัด',
      legalNumber,
    },
  }));
  return { email, password, legalNumber };
};

/** Logs in through the home page's form and waits to leave it. */
export const loginInBrowser = async (page: Page, e2e: E2E, account: Account, path = '/'): Promise<void> => {
  await page.goto(e2e.url(path));
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/');
};

/**
 * Logs in over the API and opens `path` signed in, for tests that are not about logging in: the
 * session is in the browser's storage before the page's first script runs, as the login form would
 * have left it, without loading the home page and its form first (about a second a test). Returns
 * once the app handles events, as after the form: a prerendered page is a picture until then.
 */
export const openSignedIn = async (
  page: Page,
  e2e: E2E,
  account: Account,
  path: string = ROUTES.service,
): Promise<void> => {
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  const storage = new MemoryStorage();
  // The session's 12 hours run on the page's clock, which a test may have set (page.clock).
  const pageNow = await page.evaluate(() => Date.now());
  createSessionStore({ storage, now: () => pageNow }).signIn(
    await client.customer.login({ username: account.email, password: account.password }),
  );
  const seed = await page.addInitScript(
    ({ items, liveEvent }) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      window.addEventListener(liveEvent, () => Object.assign(window, { e2eLive: true }), { once: true });
    },
    { items: storage.entries(), liveEvent: LIVE_EVENT },
  );
  await page.goto(e2e.url(path));
  // Once: a later load (a reload, a logout's way back) finds the storage as the app left it.
  await seed.dispose();
  await page.waitForFunction(() => (window as { e2eLive?: boolean }).e2eLive === true);
};
