import { resolveLanguage } from '@self-storage/core';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { canHydrate } from './app/hydration.ts';
import { createI18n, followDocumentLanguage } from './app/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { createAppServices } from './app/services.ts';

/** Runs `effect` once the first render is committed: for a hydration, once React handles events. */
const AfterFirstCommit = ({ effect, children }: { effect: () => void; children: ReactNode }) => {
  useEffect(effect, [effect]);
  return children;
};

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
  const language = resolveLanguage(window.localStorage, navigator.languages);
  const hydrate = canHydrate(root, language, services.session);
  // Every screen but the home page uses the API client from its first render: its code loads
  // alongside theirs (a failure here is reported by the screen that asks again).
  if (window.location.pathname !== '/' || services.session.getSnapshot().status === 'signedIn') {
    services.client.load().catch(() => undefined);
  }
  // Only the active language's catalogue is fetched before the first render. Each step is a task
  // of its own; main.tsx has already started every download they wait for.
  const i18n = await createI18n(language);
  followDocumentLanguage(i18n);
  await yieldToBrowser();
  const router = await createAppRouter();
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AfterFirstCommit effect={onLive}>
        <AppProviders services={services} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </AfterFirstCommit>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (React renders default updates in one go).
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};
