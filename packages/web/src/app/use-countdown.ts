import { createCountdown, secondsLeft } from '@self-storage/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from './services-context.tsx';

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

/**
 * A server instant (ISO, e.g. a payment deadline) on this device's clock, for `useCountdown`: the
 * countdown then ends when the server's clock reaches it, however far the device's is off.
 */
export const useServerInstant = (iso: string | undefined): number | undefined => {
  const { clock } = useClient();
  return iso === undefined ? undefined : Date.parse(iso) - clock.offsetMs;
};

/** An instant `seconds` after the component mounted, and `restart()` to move it `seconds` from now. */
export const useDeadline = (seconds: number): { endsAt: number; restart(): void } => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { endsAt, restart };
};
