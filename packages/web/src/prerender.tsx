import { createSessionStore, DEFAULT_LANGUAGE, MemoryStorage, SelfStorageClient } from '@self-storage/core';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createI18n } from './app/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import type { AppServices } from './app/services.ts';

/** Stands for the app's origin; rendering makes no API call (those run in effects and handlers). */
const ORIGIN = 'http://localhost';

/**
 * The server entry of `scripts/prerender.ts`: the HTML of `#root` for `path` as the app's first
 * render draws it for an anonymous visitor in Thai, the page main.tsx then hydrates.
 */
export const renderRoute = async (path: string): Promise<string> => {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} without a page`);
  const client = new SelfStorageClient({ baseUrl: ORIGIN });
  const services: AppServices = {
    client: { load: async () => client, current: () => client },
    session: createSessionStore({ storage: new MemoryStorage() }),
  };
  const i18n = await createI18n(DEFAULT_LANGUAGE);
  // A render error rejects the promise: the page is left to the client, which has what it needs.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders services={services} i18n={i18n}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
    { onError: () => undefined },
  );
  return new Response(prelude).text();
};
