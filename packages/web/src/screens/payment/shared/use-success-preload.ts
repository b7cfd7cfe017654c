import { ROUTES } from '@self-storage/core/flow';
import { useEffect } from 'react';
import { usePreloadRoute } from '#app/route-preload.tsx';

/**
 * A payment page waits, often for minutes, for its payment: the success page's code and texts
 * load meanwhile, so that it draws the moment the payment lands instead of fetching them then.
 */
export const useSuccessPreload = (waiting: boolean): void => {
  const preload = usePreloadRoute();
  useEffect(() => {
    if (waiting) preload(ROUTES.paymentSuccess);
  }, [waiting, preload]);
};
