import { ROUTES } from '@self-storage/core/flow';
import { hasDeepLink } from '@self-storage/core/links';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { afterLoginTarget, loginUrlFor, RETURN_URL_PARAM } from './return-url.ts';
import { useSession } from './use-session.ts';

/** Signed-in routes: an anonymous visitor goes to the login page, remembering where they were. */
export const RequireSession = () => {
  const { signedIn, state } = useSession();
  const { pathname, search } = useLocation();
  if (signedIn) return <Outlet />;
  // A logout goes home (SPEC section 2) with nothing to return to; only a lapsed session remembers.
  if (state.status === 'anonymous' && state.reason === 'signedOut')
    return <Navigate to={ROUTES.login} replace />;
  return <Navigate to={loginUrlFor(pathname + search)} replace />;
};

/**
 * Public routes: a signed-in visitor goes on to their returnUrl or /service. The home page keeps a
 * deep-link query (payment results, payment and service links), which it handles itself.
 */
export const PublicOnly = () => {
  const { signedIn } = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  if (!signedIn) return <Outlet />;
  if (pathname === '/' && hasDeepLink(search)) return <Outlet />;
  return <Navigate to={afterLoginTarget(params.get(RETURN_URL_PARAM))} replace />;
};
