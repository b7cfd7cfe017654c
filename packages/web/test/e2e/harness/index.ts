/**
 * Browser-test harness for `packages/web/test/e2e/**`. In a test file:
 *
 *   const e2e = startE2E();                       // a sandbox for this file, the run's Chromium
 *   const page = await e2e.newPage({ width: 390, language: 'en' }); // fresh context, closed after the test
 *   await page.goto(e2e.url('/register'));
 *   const otp = await e2e.latestOtp(email);     // read from the sandbox outbox
 *   await axeScan(page);                        // fails on serious/critical axe violations
 *   await noHorizontalScroll(page);
 *
 * Data helpers: newEmail(), validThaiId(), PNG_FIXTURE / JPG_FIXTURE (small real images),
 * oversizedPng() (> 2 MB), savedDownload(download) (a download's file, to read back). Flows:
 * createAccount(e2e) registers over the API (fast, for tests that only need a customer),
 * loginInBrowser(page, e2e, account) through the home page's form (for tests about logging in),
 * openSignedIn(page, e2e, account, path) signed in over the API (for every other test);
 * demoVisits(e2e) and seedVisit(page, visit) open each signed-in screen by its address. Needs
 * `vite build` first (dist/). Each Vitest worker starts one Chromium for the files it runs
 * (setup.ts); each file has its own sandbox.
 */
export { axeScan, fitsWidths, noEnglishSentence, noHorizontalScroll } from './checks.ts';
export { JPG_FIXTURE, newEmail, oversizedPng, PNG_FIXTURE, validThaiId } from './data.ts';
export { shiftDeviceClock } from './device-clock.ts';
export { savedDownload } from './downloads.ts';
export {
  type Account,
  createAccount,
  createCompany,
  DEMO_ACCOUNT,
  loginInBrowser,
  openSignedIn,
  THAI_NAMES,
} from './flows.ts';
export { waitForPath } from './navigation.ts';
export { type E2E, type PageOptions, startE2E } from './setup.ts';
export { noThaiWordSplit, thaiTypography } from './thai-lines.ts';
export { demoVisits, seedVisit } from './visits.ts';
