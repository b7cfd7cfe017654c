import { createCountdown, secondsLeft } from '@self-storage/core/dates';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until `endsAt` (epoch milliseconds), live, on core's countdown; `onEnd` runs
 * once at zero. Undefined (or an unreadable instant) counts nothing and shows 0.
 */
export const useCountdown = (endsAt: number | undefined, onEnd?: () => void): number => {
  const at = endsAt !== undefined && Number.isFinite(endsAt) ? endsAt : undefined;
  const [seconds, setSeconds] = useState(() => (at === undefined ? 0 : secondsLeft(at, Date.now())));
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });

  useEffect(() => {
    if (at === undefined) {
      setSeconds(0);
      return;
    }
    const countdown = createCountdown({ endsAt: at, onEnd: () => ended.current?.() });
    setSeconds(countdown.getSnapshot());
    const unsubscribe = countdown.subscribe(() => setSeconds(countdown.getSnapshot()));
    return () => {
      unsubscribe();
      countdown.stop();
    };
  }, [at]);

  return seconds;
};

/** An instant `seconds` after the component mounted, and `restart()` to move it `seconds` from now. */
export const useDeadline = (seconds: number): { endsAt: number; restart(): void } => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { endsAt, restart };
};
