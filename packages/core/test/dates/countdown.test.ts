import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from '../../src/dates/countdown.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createCountdown', () => {
  it('counts whole seconds down to the instant, rounding up, and tells each change', () => {
    const seen: number[] = [];
    const countdown = createCountdown({ endsAt: Date.now() + 2500 });
    countdown.subscribe(() => seen.push(countdown.getSnapshot()));
    expect(countdown.getSnapshot()).toBe(3);
    vi.advanceTimersByTime(499);
    expect(countdown.getSnapshot()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(countdown.getSnapshot()).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual([2, 1, 0]);
  });

  it('runs onEnd once at zero and then leaves no timer', () => {
    const onEnd = vi.fn();
    createCountdown({ endsAt: Date.now() + 1000, onEnd });
    vi.advanceTimersByTime(999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at once when the instant has passed', () => {
    const onEnd = vi.fn();
    expect(createCountdown({ endsAt: Date.now() - 1, onEnd }).getSnapshot()).toBe(0);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('catches up with the clock after a throttled tab skipped its ticks', () => {
    const countdown = createCountdown({ endsAt: Date.now() + 600_000 });
    // The clock jumps 5 minutes with no timer run (a tab in the background).
    vi.setSystemTime(Date.now() + 300_000);
    vi.advanceTimersByTime(1000);
    expect(countdown.getSnapshot()).toBe(299);
  });

  it('stops on stop(), telling nothing more', () => {
    const listener = vi.fn();
    const countdown = createCountdown({ endsAt: Date.now() + 5000 });
    countdown.subscribe(listener);
    countdown.stop();
    vi.advanceTimersByTime(10_000);
    expect(listener).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
