import { isSelfStorageError } from '@self-storage/core';
import { useEffect, useEffectEvent } from 'react';

/**
 * The one way a screen shows a request's failure: each new error of a query once, through
 * `report` (the screen's error modal, closing where the spec says). A cancelled request, which
 * the user caused by leaving, shows nothing.
 */
export const useFailureOf = (error: Error | null, report: (error: unknown) => void): void => {
  const show = useEffectEvent(report);
  useEffect(() => {
    if (error && !(isSelfStorageError(error) && error.code === 'aborted')) show(error);
  }, [error]);
};
