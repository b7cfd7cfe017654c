import { systemTimers, type Timers } from './timers.ts';

/**
 * Whole seconds left until an instant, live. Framework-free; `subscribe` and `getSnapshot` fit
 * React's `useSyncExternalStore`. It re-reads the clock at each tick rather than counting ticks,
 * so a throttled background tab still ends on time.
 */
export interface Countdown {
  /** Whole seconds left, rounded up: 0 only once the instant has passed. */
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
  /** Stops ticking, leaving no timer behind. Idempotent. */
  stop(): void;
}

export interface CountdownOptions {
  /** When it reaches zero, in `timers.now()` milliseconds. */
  endsAt: number;
  /** Runs once, at zero (at once when `endsAt` has already passed). */
  onEnd?: () => void;
  timers?: Timers;
}

/** Whole seconds from `now` to `endsAt`, never below zero. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

export const createCountdown = ({ endsAt, onEnd, timers = systemTimers() }: CountdownOptions): Countdown => {
  const listeners = new Set<() => void>();
  let remaining = secondsLeft(endsAt, timers.now());
  let handle: unknown;
  let stopped = false;

  const tick = (): void => {
    const now = timers.now();
    const next = secondsLeft(endsAt, now);
    if (next !== remaining) {
      remaining = next;
      for (const listener of listeners) listener();
    }
    if (remaining === 0) {
      stopped = true;
      onEnd?.();
      return;
    }
    // The next tick is when the displayed second changes.
    handle = timers.setTimeout(tick, (endsAt - now) % 1000 || 1000);
  };

  tick();
  return {
    getSnapshot: () => remaining,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      timers.clearTimeout(handle);
    },
  };
};
