import type { CatalogPart } from '@self-storage/locales';
import type { i18n } from 'i18next';
import { type ComponentType, createElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazy-screen.tsx';

interface ScreenHandle {
  load(i18n: i18n): Promise<void>;
}

interface ScreenRouteOptions {
  /** A part of the catalogue the screen needs beyond what every page has. */
  texts?: CatalogPart;
  /** Routes drawn in the screen's <Outlet />, which makes it a layout. */
  children?: RouteObject[];
}

/** A route whose screen is its own chunk, fetched when the route is first drawn. */
export const screenRoute = <M>(
  path: string | undefined,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { texts, children }: ScreenRouteOptions = {},
): RouteObject => {
  const screen = lazyScreen(load, pick, texts);
  return {
    path,
    element: createElement(screen.Screen),
    handle: { load: screen.load } satisfies ScreenHandle,
    children,
  };
};

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof (handle as ScreenHandle | undefined)?.load === 'function';

/**
 * Fetches, side by side, what every screen `pathname` draws needs: awaited before a first render
 * so that it draws the page at once, and on navigation so that a layout's chunk and its child's
 * do not load one after the other.
 */
export const loadScreensFor = async (routes: RouteObject[], pathname: string, i18n: i18n): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (isScreenHandle(route.handle) ? route.handle.load(i18n) : undefined)),
  );
};
