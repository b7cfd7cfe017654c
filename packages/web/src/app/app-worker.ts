import type { Language } from '@self-storage/core';
import { APP_WORKER_URL, OFFLINE_REPLIES_CACHE } from './offline-protocol.ts';
import { webManifestUrl } from './web-manifest.ts';

/** How long registering may wait for an idle moment after the page has loaded. */
const IDLE_WAIT_MS = 2000;

/**
 * Registers the service worker (src/worker) once the page has loaded and the main thread is idle,
 * so that its first download of the release never competes with the screen's own. `onReplaced` is
 * told when a newer release takes over from the one this page runs. Returns what stops listening.
 */
export const registerAppWorker = (page: Window, onReplaced: () => void): (() => void) => {
  const container = page.navigator.serviceWorker;
  if (!container) return () => undefined;
  // A page the worker already controlled runs its release; a change of controller is a newer one.
  // On a first visit the first worker claiming the page is no new release.
  const controlled = container.controller !== null;
  const changed = (): void => {
    if (controlled) onReplaced();
  };
  container.addEventListener('controllerchange', changed);
  const register = (): void => {
    page.requestIdleCallback(() => void container.register(APP_WORKER_URL).catch(() => undefined), {
      timeout: IDLE_WAIT_MS,
    });
  };
  if (page.document.readyState === 'complete') register();
  else page.addEventListener('load', register, { once: true });
  return () => {
    container.removeEventListener('controllerchange', changed);
    page.removeEventListener('load', register);
  };
};

/** Links the installed app's manifest in `language`, and the icon iOS puts on the home screen. */
export const linkWebManifest = (document: Document, language: Language): void => {
  const link = (rel: string, href: string): void => {
    const existing = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    const element = existing ?? document.head.appendChild(document.createElement('link'));
    element.rel = rel;
    if (element.getAttribute('href') !== href) element.href = href;
  };
  link('manifest', webManifestUrl(language));
  link('apple-touch-icon', '/icons/app/apple-touch-icon.png');
};

/** Drops the bookings the worker kept for reading offline. */
export const forgetOfflineReplies = (page: Window): void => {
  void page.caches?.delete(OFFLINE_REPLIES_CACHE).catch(() => undefined);
};
