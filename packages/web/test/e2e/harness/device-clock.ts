import type { Page } from 'playwright-core';

/**
 * Sets the page's device clock `offsetMs` off the real time from its next load on, as a phone
 * whose clock is wrong: `Date.now()` and `new Date()` read the shifted time, timers run as usual,
 * and the server's clock (its replies' Date header) stays right.
 */
export const shiftDeviceClock = (page: Page, offsetMs: number): Promise<unknown> =>
  page.addInitScript((offset) => {
    const RealDate = Date;
    const now = () => RealDate.now() + offset;
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, args) => (args.length === 0 ? new target(now()) : Reflect.construct(target, args)),
      apply: () => new RealDate(now()).toString(),
      get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
    });
  }, offsetMs);
