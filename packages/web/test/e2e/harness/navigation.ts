import type { Page } from 'playwright-core';

/**
 * Waits for the app to reach `pathname`; if the error dialog opens first, fails with its message
 * instead of a bare timeout.
 */
export const waitForPath = async (page: Page, pathname: string | RegExp): Promise<void> => {
  const matches = (url: URL) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);
  const dialog = page.getByRole('dialog');
  const opened = dialog.waitFor({ state: 'visible' }).then(
    async () => (await dialog.textContent()) ?? '',
    () => undefined,
  );
  const arrived = page.waitForURL(matches).then(
    () => undefined,
    (error: unknown) => {
      throw new Error(`Expected ${pathname}, still on ${page.url()}`, { cause: error });
    },
  );
  const message = await Promise.race([arrived, opened]);
  if (message !== undefined && !matches(new URL(page.url()))) {
    throw new Error(`Expected ${pathname}, but the error dialog opened: ${message}`);
  }
  await arrived;
};
