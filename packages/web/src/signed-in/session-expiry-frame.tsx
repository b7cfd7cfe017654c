import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { loginUrlFor } from '#app/return-url.ts';
import { useSessionStore } from '#app/services-context.tsx';
import { useSession } from '#app/use-session.ts';
import { DataProvider } from '#data/provider.tsx';
import { EXPIRY_TOLD, useErrorModal } from '#shell/error-modal-context.tsx';
import { SESSION_EXPIRED_TOLD } from './session-expired-told.ts';
import { useAppWorker } from './use-app-worker.ts';

/**
 * Wraps the signed-in screens. When the session reaches its 12-hour end while one is open, the
 * user is told so (SPEC section 4) rather than silently finding the login form; closing the
 * message leads to the login with a returnUrl to where they were. The server data they show is
 * held here too (src/data/), so it ends with the session.
 */
export const SessionExpiryFrame = () => {
  const { state } = useSession();
  const store = useSessionStore();
  const modal = useErrorModal();
  const expiresAt = state.status === 'signedIn' ? state.expiresAt : undefined;
  useAppWorker();

  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () => {
        const target = loginUrlFor(window.location.pathname + window.location.search);
        // Reading the token past the expiry ends the session; the guard then leaves this screen.
        if (store.token() === undefined)
          modal.show('errors.sessionExpired', { ...SESSION_EXPIRED_TOLD, target, state: EXPIRY_TOLD });
      },
      Math.max(0, expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, store, modal]);

  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
};
