import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser server every e2e file connects to; each test opens its own contexts. */
    chromiumEndpoint: string;
  }
}

/**
 * Vitest global setup: one Chromium for the whole run. Launching it took a second or more of
 * each file's time (two cores, several workers); a context per page keeps tests apart as before.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
