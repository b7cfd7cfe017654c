import { createContext, use, useEffect } from 'react';

/**
 * What to run once the page's screen handles events. For a hydrated page that is later than the
 * root's first commit: React hydrates the screen's Suspense boundary in a pass of its own.
 */
export const LiveContext = createContext<() => void>(() => undefined);

/** Rendered beside the routed screen, inside its Suspense boundary, to tell that it is live. */
export const SignalLive = () => {
  const onLive = use(LiveContext);
  useEffect(onLive, [onLive]);
  return null;
};
