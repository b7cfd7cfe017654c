import { ROUTES } from '@self-storage/core/flow';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { PublicOnly, RequireSession } from '#app/guards.tsx';
import { RoutePreloadContext } from '#app/route-preload.tsx';
import { loadScreensFor } from '#app/screen-route.ts';
import { AppShell } from '#shell/app-shell.tsx';
import { legalRoutes, publicRoutes } from './public.tsx';
import { signedInRoutes } from './signed-in.tsx';

/**
 * Public routes for anonymous visitors, signed-in routes behind the session, the legal pages for
 * everyone, anything else to /.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { element: <PublicOnly />, children: publicRoutes },
      { element: <RequireSession />, children: signedInRoutes },
      ...legalRoutes,
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
  },
];

/**
 * The routed app, inside a BrowserRouter (or a StaticRouter when prerendering). Declarative
 * routing: the signed-in screens' data layer (src/data/) loads with them, where the data router's
 * loaders would add 16 KB to every page. Screens preload the next one on intent.
 */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  // Starts each screen's fetch as the URL changes (cached, so idempotent): a failure is shown by
  // the screen itself when it asks again.
  loadScreensFor(appRoutes, pathname, i18n).catch(() => undefined);
  const preload = useCallback(
    (path: string) => void loadScreensFor(appRoutes, path, i18n).catch(() => undefined),
    [i18n],
  );
  return <RoutePreloadContext value={preload}>{useRoutes(appRoutes)}</RoutePreloadContext>;
};
