import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type HistoryRouterProps,
  type To,
} from 'react-router-dom';

type History = HistoryRouterProps['history'];

const pathnameOf = (to: To): string =>
  typeof to === 'string'
    ? new URL(to, window.location.href).pathname
    : (to.pathname ?? window.location.pathname);

/**
 * The browser's history, except that a push or replace first fetches what the new page's
 * screens need (`load`) and only then changes the URL: the current page stays until the next one
 * can draw at once, and the URL never names a page that is not on screen. Of several navigations
 * in quick succession, the last one wins. Back and forward change at once (the page may show its
 * loading spinner).
 */
export const createLoadingHistory = (load: (pathname: string) => Promise<void>): History => {
  const history = createBrowserHistory({ v5Compat: true });
  let latest = 0;
  const afterLoading = (to: To, change: () => void): void => {
    latest += 1;
    const navigation = latest;
    // A failed fetch still navigates: the screen then shows its own load failure.
    load(pathnameOf(to))
      .catch(() => undefined)
      .then(() => {
        if (navigation === latest) change();
      });
  };
  // The history's `action` and `location` are getters: the wrapper inherits them.
  return Object.assign(Object.create(history) as History, {
    push: (to: To, state?: unknown) => afterLoading(to, () => history.push(to, state)),
    replace: (to: To, state?: unknown) => afterLoading(to, () => history.replace(to, state)),
  });
};
