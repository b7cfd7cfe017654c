import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown started on mount (and again by restart()). Measured against
 * the clock, not by counting ticks, so a throttled background tab still ends on time.
 */
export const useCountdown = (seconds: number): { remaining: number; restart(): void } => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { remaining, restart };
};
