/**
 * Inlined by scripts/prerender.ts into a prerendered signed-in page (`/service`), right before
 * the page script (page.ts), on that page only. The page was drawn for a signed-in customer who
 * has chosen nothing yet; it is painted from the HTML only for such a visitor. Anyone else (no
 * valid session, choices kept in this tab, a link's query) gets an empty `#root` at once, and the
 * app draws what they should see (the login page, their choices) as it would without a prerender.
 *
 * The painted page is inert: it is a picture of the screen, which the app then renders afresh
 * over it (not hydrated: the page holds the build's dates), after which it is live.
 */
import { createSessionStore, INITIAL_FLOW_STATE, STORAGE_KEYS } from '@self-storage/core';
import {
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  PRERENDERED_ROUTE_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
} from '#app/prerender-attributes.ts';
import { guardedBrowserStorage } from '#app/storage.ts';

const storage = guardedBrowserStorage();

const signedIn = (): boolean =>
  createSessionStore({ storage: storage.local }).getSnapshot().status === 'signedIn';

/** The tab's booking flow holds nothing beyond the initial state (the flow saves only changes). */
const nothingChosen = (): boolean => {
  const saved = storage.session.getItem(STORAGE_KEYS.bookingFlow);
  if (!saved) return true;
  try {
    const initial: Readonly<Record<string, unknown>> = { ...INITIAL_FLOW_STATE };
    return Object.entries(JSON.parse(saved) as object).every(
      ([key, value]) => value === undefined || value === null || value === initial[key],
    );
  } catch {
    return false;
  }
};

const root = document.getElementById('root');
if (root && !(window.location.search === '' && signedIn() && nothingChosen())) {
  root.replaceChildren();
  root.removeAttribute('inert');
  root.removeAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  for (const page of document.querySelectorAll(`template[${PRERENDERED_LANGUAGE_ATTRIBUTE}]`)) page.remove();
}
// Hidden until now: the browser may paint a page it has parsed only up to here.
root?.removeAttribute(SIGNED_IN_ATTRIBUTE);
