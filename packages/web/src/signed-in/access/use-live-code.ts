import { accessPayload, msLeftInStep, passSecretBytes, totp } from '@self-storage/core/access';
import { systemTimers } from '@self-storage/core/payment';
import { useEffect, useState } from 'react';

/** How often the seconds left are redrawn. */
const TICK_MS = 1000;

export interface LiveCode {
  /** What the QR holds now; empty until the first code is worked out. */
  payload: string;
  secondsLeft: number;
}

/**
 * The pass's QR payload of this moment, worked out on the phone from its secret on the clock given
 * (the server's, `client.clock.now`: a phone a few minutes off still shows the gate's code), redrawn
 * as each 30-second step turns: no network is needed once the pass has been read.
 */
export const useLiveCode = (passId: number, secret: string, now: () => number): LiveCode => {
  const [live, setLive] = useState<LiveCode>({ payload: '', secondsLeft: 0 });
  useEffect(() => {
    const bytes = passSecretBytes(secret);
    if (!bytes) return;
    const timers = systemTimers(now);
    let handle: unknown;
    let stopped = false;
    const tick = async () => {
      const at = timers.now();
      const code = await totp(bytes, at);
      if (stopped) return;
      setLive({ payload: accessPayload(passId, code), secondsLeft: Math.ceil(msLeftInStep(at) / TICK_MS) });
      handle = timers.setTimeout(() => void tick(), Math.min(TICK_MS, msLeftInStep(at)));
    };
    void tick();
    return () => {
      stopped = true;
      timers.clearTimeout(handle);
    };
  }, [passId, secret, now]);
  return live;
};
