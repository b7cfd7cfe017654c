import { createSessionStore, type Language, MemoryStorage, SelfStorageClient } from '@self-storage/core';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { type RouteObject, StaticRouter, useRoutes } from 'react-router-dom';
import { createBookingServices } from '#app/booking-services.ts';
import { createI18n } from '#app/i18n.ts';
import { lazy } from '#app/lazy.ts';
import { createOfflineReads } from '#app/offline-reads.ts';
import { AppProviders } from '#app/providers.tsx';
import { loadScreensFor } from '#app/screen-route.ts';
import type { AppServices } from '#app/services.ts';
import { AppRoutes, appRoutes } from '#routes/router.tsx';
import { AppShell } from '#shell/app-shell.tsx';
import { PageLoading } from '#shell/page-loading.tsx';

/** Stands for the app's origin; rendering makes no API call (those run in effects and handlers). */
const ORIGIN = 'http://localhost';

/** Never shown: the signed-in pages render no token, and use it only in event handlers. */
const PRERENDER_TOKEN = 'prerender';

/**
 * The signed-in page frame alone: the header with the customer's menu and the footer around the
 * spinner a screen shows while its code loads. Every signed-in route draws in it, so it is the
 * route's own first frame whatever the route is waiting for (its code, its booking, its choices).
 */
const frameRoutes: RouteObject[] = [
  { element: <AppShell />, children: [{ path: '*', element: <PageLoading /> }] },
];
const FrameRoutes = () => useRoutes(frameRoutes);

/**
 * The server entry of `scripts/prerender.ts`: the HTML of `#root` for `path` as the app's first
 * render draws it in `language` for an anonymous visitor (the page main.tsx then hydrates), or,
 * with `signedIn`, as a picture for a signed-in customer (a page the app draws afresh over it):
 * as it is before anything is chosen, or, where the screen shows choices, its frame alone; with
 * `frameOnly`, the signed-in page frame around a loading screen (any signed-in route's first frame).
 */
export const renderRoute = async (
  path: string,
  language: Language,
  signedIn = false,
  frameOnly = false,
): Promise<string> => {
  const client = Object.assign(new SelfStorageClient({ baseUrl: ORIGIN }), { offline: createOfflineReads() });
  const storage = { local: new MemoryStorage(), session: new MemoryStorage() };
  const session = createSessionStore({ storage: storage.local });
  if (signedIn) session.signIn(PRERENDER_TOKEN);
  const services: AppServices = {
    client: { load: async () => client, current: () => client },
    session,
    storage,
    booking: lazy(async () => createBookingServices(storage)),
    picture: signedIn,
  };
  const i18n = await createI18n(language);
  // Loaded before rendering, so a signed-in page draws its flow at once rather than suspending.
  await Promise.all([loadScreensFor(appRoutes, path, i18n), services.booking.load()]);
  // A screen that fails to render (it reads browser state) would leave its Suspense boundary to the
  // client: such a page is not prerendered at all, and the client, which has what it needs, draws it.
  let failure: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders services={services} i18n={i18n}>
        <StaticRouter location={path}>{frameOnly ? <FrameRoutes /> : <AppRoutes />}</StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  if (failure !== undefined) throw failure;
  return new Response(prelude).text();
};
