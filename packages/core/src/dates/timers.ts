/**
 * The clock and timers that countdowns, the payment watcher and the transport run on: kept with
 * the dates, below the payment layer and the client, which both use them. Injected so tests
 * drive them with fake timers and so nothing global is touched at import time.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The global timers as they are when this is called (so fake timers installed earlier apply), on
 * the device's clock unless given another: a countdown of the server's payment runs on the
 * server's clock (`client.clock.now`), so a device minutes off still ends it when the server does.
 */
export const systemTimers = (now: () => number = Date.now): Timers => {
  const { setTimeout: set, clearTimeout: clear } = globalThis;
  // Wrapped, because browsers refuse window timers called as methods of another object.
  return {
    setTimeout: (callback, ms) => set(callback, ms),
    clearTimeout: (handle) => clear(handle as Parameters<typeof clear>[0]),
    now: () => now(),
  };
};

/**
 * Resolves after `ms`, at once when `signal` aborts, or when the function given to `onWaiting`
 * is called (to cut the wait short). Never rejects, and leaves no timer or listener behind.
 */
export const pause = (
  ms: number,
  timers: Timers,
  signal: AbortSignal | undefined,
  onWaiting: (wake: (() => void) | undefined) => void,
): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      timers.clearTimeout(handle);
      signal?.removeEventListener('abort', done);
      onWaiting(undefined);
      resolve();
    };
    const handle = timers.setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    onWaiting(done);
  });
