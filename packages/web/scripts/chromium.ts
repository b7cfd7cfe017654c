/** Debian's full Chromium: what Lighthouse and the bench drive, and the tests without the shell. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The flags of a Chromium the tests or the bench start: headless (the headless shell is so by
 * nature, the full browser is told to use its new headless mode), and nothing fetched or synced
 * from outside the machine.
 */
export const chromiumArgs = (executable: string): string[] => [
  ...(executable.endsWith('headless-shell') ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
