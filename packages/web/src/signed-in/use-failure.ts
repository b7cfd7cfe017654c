import { isSelfStorageError } from '@self-storage/core';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { loginUrlFor } from '#app/return-url.ts';
import { useSessionStore } from '#app/services-context.tsx';
import { EXPIRY_TOLD, useErrorModal } from '#shell/error-modal-context.tsx';

/**
 * Shows a failure in the error modal, closing to `target` if given. A session the server no
 * longer accepts (code `session_expired`) ends the local one too and sends the user to log in,
 * with a returnUrl back to this screen (SPEC section 4).
 */
export const useFailure = (): ((error: unknown, target?: string) => void) => {
  const modal = useErrorModal();
  const session = useSessionStore();
  const { pathname, search } = useLocation();
  return useCallback(
    (error, target) => {
      if (isSelfStorageError(error) && error.code === 'session_expired') {
        const login = loginUrlFor(pathname + search);
        session.expire();
        modal.show(error, { target: login, state: EXPIRY_TOLD });
        return;
      }
      modal.show(error, target === undefined ? {} : { target });
    },
    [modal, session, pathname, search],
  );
};
