/**
 * What the app and its service worker (src/worker) agree on: where the worker is, the cache that
 * keeps a booking's own replies for reading offline, and how a reply served from it is marked.
 */

/** The worker's script, at the root so that it may control every page. */
export const APP_WORKER_URL = '/sw.js';

/** A booking's last replies (its detail and its statement), kept for when the network fails. */
export const OFFLINE_REPLIES_CACHE = 'self-storage-offline-replies';

/**
 * Set on a reply the worker answered from OFFLINE_REPLIES_CACHE because the network failed: the
 * server's time (its `Date` header) when the reply was first given. Such a reply has no `Date` of
 * its own, so the client's server clock does not go back to it.
 */
export const SAVED_AT_HEADER = 'X-Offline-Saved-At';
