import { type IsoDate, today } from './calendar.ts';

/**
 * The server's time as this device best knows it. Every date rule that the server also checks
 * (the booking window, what is due, `${today}` in scenarios) follows the server, not the device:
 * a phone a few minutes behind at midnight, or a sandbox whose test clock moved a month ahead,
 * would otherwise offer days the server refuses, or find nothing due that the server asks for.
 * The client learns the offset from each reply's `Date` header (docs/api.md).
 */
export interface ServerClock {
  /** Milliseconds since the epoch on the server's clock; the device's until a reply has come. */
  now(): number;
  /** The server's Bangkok date now. */
  today(): IsoDate;
  /** Server minus device, in milliseconds (0 before the first reply). */
  readonly offsetMs: number;
  /** A reply's `Date` header, read when the reply arrived; an unreadable one is ignored. */
  observe(dateHeader: string | null | undefined): void;
}

/** An HTTP date counts whole seconds: the server's instant lies somewhere in the second named. */
const HALF_SECOND_MS = 500;

/** A server clock over the device's `now` (injected: tests and the CLI give their own). */
export const createServerClock = (deviceNow: () => number = () => Date.now()): ServerClock => {
  let offsetMs = 0;
  const now = () => deviceNow() + offsetMs;
  return {
    now,
    today: () => today(now()),
    get offsetMs() {
      return offsetMs;
    },
    observe(dateHeader) {
      if (!dateHeader) return;
      const server = Date.parse(dateHeader);
      if (Number.isNaN(server)) return;
      offsetMs = server + HALF_SECOND_MS - deviceNow();
    },
  };
};
