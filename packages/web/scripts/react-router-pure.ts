import type { Plugin } from 'vite';

/** react-router's production bundle, where the app's imports come from (vite.config.ts aliases it). */
const REACT_ROUTER_BUNDLE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
/** `Name.displayName = "…";` on a line of its own: a name for React's developer tools only. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm;
/** A context or component made at the top level: pure, but the bundler cannot know it. */
const REACT_FACTORY = /(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g;

/**
 * Lets the bundler drop what the app does not use of react-router: its bundle names each context
 * and component for React's developer tools, and makes them with React calls not marked pure, so
 * its data router, `<Form>`, `<NavLink>` and fetchers stayed in every page's first load (about
 * 2 KB gzip of the 1.6x-bare-React budget, docs/benchmarks.md). Names matter only in development.
 */
export const reactRouterPure = (): Plugin => ({
  name: 'self-storage:react-router-pure',
  apply: 'build',
  transform(code, id) {
    if (!REACT_ROUTER_BUNDLE.test(id)) return null;
    return { code: code.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '$1/* @__PURE__ */ $2'), map: null };
  },
});
