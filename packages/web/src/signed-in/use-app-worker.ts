import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetOfflineReplies, linkWebManifest, registerAppWorker } from '#app/app-worker.ts';
import { useSessionStore } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';

/**
 * The installable app, from the signed-in screens (the home page's first load stays as it is):
 * the manifest in the page's language, and the service worker. When a newer release takes over
 * while a screen is open, the next change of screen loads the new release instead of going on in
 * the old one (whose files the server no longer has); the flow is saved in the tab, so nothing
 * chosen is lost. Logging out forgets the bookings kept for reading offline, so the next person
 * on this device finds none.
 */
export const useAppWorker = (): void => {
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const replaced = useRef(false);
  const shown = useRef(pathname);
  const session = useSessionStore();

  useEffect(
    () =>
      registerAppWorker(window, () => {
        replaced.current = true;
      }),
    [],
  );

  useEffect(() => linkWebManifest(document, language), [language]);

  useEffect(
    () =>
      session.subscribe(() => {
        const state = session.getSnapshot();
        if (state.status === 'anonymous' && state.reason === 'signedOut') forgetOfflineReplies(window);
      }),
    [session],
  );

  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (replaced.current) window.location.reload();
  }, [pathname]);
};
