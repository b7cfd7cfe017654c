import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { signedInRoutes } from '../routes/signed-in.tsx';
import { publicRoutes } from '../screens/public/routes.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { PublicOnly, RequireSession } from './guards.tsx';

/** Public routes for anonymous visitors, signed-in routes behind the session, anything else to /. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { element: <PublicOnly />, children: publicRoutes },
      { element: <RequireSession />, children: signedInRoutes },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Loads the lazy screens the URL matches into their routes, as react-router asks before
 * hydrating: the first render then draws the page itself, as the prerendered HTML does, and not
 * the loading fallback.
 */
const resolveMatchedLazyRoutes = async (routes: RouteObject[], pathname: string): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
};

export const createAppRouter = async () => {
  await resolveMatchedLazyRoutes(appRoutes, window.location.pathname);
  return createBrowserRouter(appRoutes);
};
