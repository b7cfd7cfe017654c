/**
 * The build's files the worker keeps (written into it by scripts/service-worker.ts): the app shell
 * and every page, the hashed scripts and stylesheets, the icons. One cache per release, named by
 * its version, so a new release's files never mix with the one before.
 */
export interface Precache {
  /** Changes with any file's content. */
  version: string;
  /** Every URL path kept. */
  files: string[];
  /** The page each address is answered with (`/service` → `/service/index.html`), by path. */
  pages: Record<string, string>;
  /** The page of any other address: the app shell (a booking's detail). */
  shell: string;
}

declare const __PRECACHE__: Precache;

export const PRECACHE: Precache = __PRECACHE__;

const PREFIX = 'self-storage-app-';

export const precacheName = (version: string): string => `${PREFIX}${version}`;

/** Another release's cache (the offline replies are not one). */
export const isOtherRelease = (name: string, version: string): boolean =>
  name.startsWith(PREFIX) && name !== precacheName(version);

/** Hashed files are the same bytes for ever: the HTTP cache may answer; anything else is asked anew. */
export const precacheRequest = (path: string): Request =>
  new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'no-cache' });
