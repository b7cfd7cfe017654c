import { resolveLanguage } from '@self-storage/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { canHydrate } from '#app/hydration.ts';
import { createI18n, followDocumentLanguage } from '#app/i18n.ts';
import { LiveContext } from '#app/live.tsx';
import { createLoadingHistory } from '#app/loading-history.ts';
import { AppProviders } from '#app/providers.tsx';
import { loadScreensFor } from '#app/screen-route.ts';
import { createAppServices } from '#app/services.ts';
import { AppRoutes, appRoutes } from '#routes/router.tsx';
import { userMenu } from '#shell/header.tsx';

/** A break between start-up steps, so that the browser can paint and take input between them. */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * The app itself, loaded by main.tsx: hydrates `root` when it holds this page's prerendered HTML
 * as this visitor would see it, else renders afresh; `onLive` runs once React handles events.
 */
export const start = async (root: HTMLElement, onLive: () => void): Promise<void> => {
  // The app's modules have just been evaluated, in one task.
  await yieldToBrowser();
  const services = createAppServices();
  const language = resolveLanguage(services.storage.local, navigator.languages);
  const hydrate = canHydrate(root, language, services);
  // Every screen but the home page uses the API client from its first render: its code loads
  // alongside theirs (a failure here is reported by the screen that asks again).
  if (window.location.pathname !== '/' || services.session.getSnapshot().status === 'signedIn') {
    services.client.load().catch(() => undefined);
  }
  // Only the texts any page shows, in the active language, are fetched before the first render (a
  // booking screen's come with its code, below). Each step is a task of its own; main.tsx has
  // already started every download they wait for.
  const i18n = await createI18n(language);
  followDocumentLanguage(i18n);
  await yieldToBrowser();
  // What a page draws: its screens and, for a signed-in visitor, the header's menu. Fetched before
  // the first render, which then draws the page as the prerender did, and before a navigation
  // changes the URL.
  const loadPage = async (pathname: string): Promise<void> => {
    const signedIn = services.session.getSnapshot().status === 'signedIn';
    await Promise.all([
      loadScreensFor(appRoutes, pathname, i18n),
      signedIn ? userMenu.load(i18n) : undefined,
      // The booking flow and current service every signed-in screen reads from its first render.
      signedIn ? services.booking.load() : undefined,
    ]);
  };
  await loadPage(window.location.pathname);
  const history = createLoadingHistory(loadPage);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <LiveContext value={onLive}>
        <AppProviders services={services} i18n={i18n}>
          <HistoryRouter history={history} useTransitions={false}>
            <AppRoutes />
          </HistoryRouter>
        </AppProviders>
      </LiveContext>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (React renders default updates in one go).
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};
