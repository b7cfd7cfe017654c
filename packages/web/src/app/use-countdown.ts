import { createCountdown, secondsLeft } from '@self-storage/core/dates';
import { systemTimers } from '@self-storage/core/payment';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until `endsAt` (epoch milliseconds on the clock `now`), live, on core's
 * countdown; `onEnd` runs once at zero. Undefined (or an unreadable instant) counts nothing and
 * shows 0. An instant the server named is counted on its clock (`client.clock.now`), so a device
 * minutes off shows the time the server gives; one the page made up, on the device's.
 */
export const useCountdown = (
  endsAt: number | undefined,
  onEnd?: () => void,
  now: () => number = Date.now,
): number => {
  const at = endsAt !== undefined && Number.isFinite(endsAt) ? endsAt : undefined;
  const [seconds, setSeconds] = useState(() => (at === undefined ? 0 : secondsLeft(at, now())));
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });

  useEffect(() => {
    if (at === undefined) {
      setSeconds(0);
      return;
    }
    const countdown = createCountdown({
      endsAt: at,
      onEnd: () => ended.current?.(),
      timers: systemTimers(now),
    });
    setSeconds(countdown.getSnapshot());
    const unsubscribe = countdown.subscribe(() => setSeconds(countdown.getSnapshot()));
    return () => {
      unsubscribe();
      countdown.stop();
    };
  }, [at, now]);

  return seconds;
};

/** An instant `seconds` after the component mounted, and `restart()` to move it `seconds` from now. */
export const useDeadline = (seconds: number): { endsAt: number; restart(): void } => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { endsAt, restart };
};
