import { hasDeepLink } from '@self-storage/core/links';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLazyClient, useServices, useSessionStore } from '#app/services-context.tsx';
import { useErrorModal } from '#shell/error-modal-context.tsx';

/**
 * The home page's deep links (SPEC section 2: payment results, payment and service links).
 * Contract with the Home screen: `handling` is true from the first render whenever the query
 * holds a link being acted on (Home then shows a loading state instead of the login form and
 * does not redirect a signed-in user), and false otherwise. The link's parser and handling code,
 * the API client and crypto-js for service links load only when a link arrives.
 */
export const useHomeDeepLinks = (): { handling: boolean } => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const client = useLazyClient();
  const session = useSessionStore();
  // Loaded only when a link arrives (the service link pre-fills the booking flow).
  const { booking } = useServices();
  const modal = useErrorModal();
  const handling = hasDeepLink(search);

  useEffect(() => {
    if (!handling) return;
    const run = { cancelled: false };
    void Promise.all([import('./handle-link.ts'), client.load(), booking.load()]).then(
      ([{ handleLink }, loaded, bookingServices]) =>
        handleLink(search, {
          client: loaded,
          session,
          booking: bookingServices,
          navigate,
          showError: modal.show,
          run,
        }),
    );
    return () => {
      run.cancelled = true;
    };
  }, [handling, search, client, session, booking, navigate, modal]);

  return { handling };
};
