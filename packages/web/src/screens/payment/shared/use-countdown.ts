import { PAYMENT_COUNTDOWN_S } from '@self-storage/core';
import { useEffect, useRef, useState } from 'react';

const secondsLeft = (startedAt: number): number =>
  Math.max(0, PAYMENT_COUNTDOWN_S - Math.floor((Date.now() - startedAt) / 1000));

/**
 * Seconds left of the payment countdown (600 s) from when the screen opened; `onEnd` runs once
 * at zero. The clock is read on every tick, so a throttled background tab catches up.
 */
export const useCountdown = (running: boolean, onEnd: () => void): number => {
  const [startedAt] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(() => secondsLeft(startedAt));
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });

  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = secondsLeft(startedAt);
      setSeconds(left);
      if (left === 0) ended.current();
      else timer = setTimeout(tick, 1000 - ((Date.now() - startedAt) % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [running, startedAt]);

  return seconds;
};
