import { useEffect, useState } from 'react';

const secondsUntil = (at: number): number => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Whole seconds until an instant, live; measured against the clock so a background tab catches up. */
export const useSecondsUntil = (instant: string | undefined): number => {
  const at = instant === undefined ? Number.NaN : Date.parse(instant);
  const [seconds, setSeconds] = useState(() => (Number.isNaN(at) ? 0 : secondsUntil(at)));
  useEffect(() => {
    if (Number.isNaN(at)) return;
    const tick = () => setSeconds(secondsUntil(at));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
};
