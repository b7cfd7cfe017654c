import { createBrowserRouter, Navigate } from 'react-router-dom';
import { signedInRoutes } from '../routes/signed-in.tsx';
import { publicRoutes } from '../screens/public/routes.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { PublicOnly, RequireSession } from './guards.tsx';

/** Public routes for anonymous visitors, signed-in routes behind the session, anything else to /. */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <AppShell />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { element: <PublicOnly />, children: publicRoutes },
        { element: <RequireSession />, children: signedInRoutes },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
