/**
 * Inlined by scripts/prerender.ts into each prerendered signed-in page (`/service`,
 * `/service/summary` and the other signed-in routes' frame pages), right before the page script
 * (page.ts), on those pages only. Each page was drawn for one kind of signed-in visitor, and is
 * painted from the HTML only for them:
 * - select service for a customer who has chosen nothing yet: the page as the app draws it;
 * - the summary for a customer whose choices lead there: its frame, its figures loading;
 * - every other signed-in route (FRAME_ATTRIBUTE) for any signed-in customer: the page frame
 *   around a loading screen, which is where that route's screen draws.
 * Anyone else (no valid session, other choices kept in this tab, a link's query) gets an empty
 * `#root` at once, and the app draws what they should see (the login page, their choices, the
 * step their choices allow) as it would without a prerender.
 *
 * The painted page is inert: it is a picture of the screen, which the app then renders afresh
 * over it (not hydrated: the page holds the build's dates), after which it is live.
 */
import { createSessionStore, decodeStoredValue, type ServiceState, STORAGE_KEYS } from '@self-storage/core';
import { type FlowState, flowRedirect, INITIAL_FLOW_STATE, ROUTES } from '@self-storage/core/flow';
import {
  FRAME_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  PRERENDERED_ROUTE_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
} from '#app/prerender-attributes.ts';
import { guardedBrowserStorage } from '#app/storage.ts';
import { sendFirstReads } from './first-reads.ts';

const storage = guardedBrowserStorage();

const session = createSessionStore({ storage: storage.local });
const signedIn = (): boolean => session.getSnapshot().status === 'signedIn';

/**
 * The tab's booking flow as saved (the flow saves every change), unchecked: the app checks it
 * with the contract's schemas, too much code for a page's first bytes. Undefined if unreadable.
 */
const savedFlow = (): Partial<FlowState> | undefined => {
  const saved = storage.session.getItem(STORAGE_KEYS.bookingFlow);
  if (!saved) return {};
  try {
    const flow: unknown = JSON.parse(saved);
    return typeof flow === 'object' && flow !== null ? flow : undefined;
  } catch {
    return undefined;
  }
};

/** The flow holds nothing beyond its initial state. */
const nothingChosen = (flow: Partial<FlowState>): boolean => {
  const initial: Readonly<Record<string, unknown>> = { ...INITIAL_FLOW_STATE };
  return Object.entries(flow).every(
    ([key, value]) => value === undefined || value === null || value === initial[key],
  );
};

/** The saved current service (SPEC section 4), read as core's readCurrentService does, unchecked. */
const savedService = (): { serviceState?: ServiceState; serviceId?: number } | undefined => {
  const saved = storage.local.getItem(STORAGE_KEYS.currentService);
  const value = saved ? decodeStoredValue(saved) : undefined;
  return typeof value === 'object' && value !== null ? value : undefined;
};

// Read once: the picture's fit and the first reads both follow them.
const flow = savedFlow();
const service = savedService();

/** Whether the visitor is the one the page was drawn for; a frame page is any signed-in visitor's. */
const pictureFits = (route: string | null, frame: boolean): boolean => {
  if (frame) return signedIn();
  if (window.location.search !== '' || !flow || !signedIn()) return false;
  if (route === ROUTES.summary)
    return flowRedirect(route, { ...INITIAL_FLOW_STATE, ...flow }, service?.serviceState) === undefined;
  return nothingChosen(flow);
};

const root = document.getElementById('root');
if (
  root &&
  !pictureFits(root.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE), root.hasAttribute(FRAME_ATTRIBUTE))
) {
  root.replaceChildren();
  root.removeAttribute('inert');
  root.removeAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  for (const page of document.querySelectorAll(`template[${PRERENDERED_LANGUAGE_ATTRIBUTE}]`)) page.remove();
}
// Hidden until now: the browser may paint a page it has parsed only up to here.
root?.removeAttribute(SIGNED_IN_ATTRIBUTE);

// The screen's first reads go out now, beside the app's code rather than after it.
const token = session.token();
if (token !== undefined) sendFirstReads(window.location.pathname, { token, flow, saved: service });
