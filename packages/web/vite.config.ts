import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { inlineFavicon, inlineIcons } from './scripts/inline-icons.ts';
import { reactRouterPure } from './scripts/react-router-pure.ts';

const PUBLIC_DIR = fileURLToPath(new URL('public', import.meta.url));

/**
 * What every page runs first, in two chunks that main.tsx evaluates in turn: they compress better
 * than many small ones, and React's stays cached across releases.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK = /node_modules[\\/](react-router|react-router-dom|i18next)[\\/]/;

/**
 * react-router's package exports only its development build (with its warnings); the production
 * build beside it is what the app ships.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(import.meta.resolve('react-router')).replace(
  /[\\/]development[\\/]index\.m?js$/,
  '/production/index.mjs',
);

/**
 * Small modules that the first page and lazy screens share, in the framework's chunk rather than
 * the half dozen tiny ones automatic splitting makes of them: each file is compressed on its own,
 * and in one file with the framework they weigh 0.4 KB less on the first load. Only these modules,
 * not their imports (which include whole barrels of the core).
 */
const SHARED =
  /(core[\\/]src[\\/](flow[\\/]routes|session[\\/](encoded|storage|keys|session-state)|constants|errors|encoding[\\/]base64)\.ts|web[\\/]src[\\/](app[\\/](services-context\.tsx|translation\.tsx|use-form\.ts|use-hydrated\.ts)|shell[\\/](error-modal(-context)?|email-field|text-field)\.tsx))$/;
/**
 * What the signed-in screens share (flow state, requests, formatting, the page frames), in one
 * chunk that the first of them loads: a handful of requests and preload entries fewer.
 */
const BOOKING_KIT =
  /([\\/]web[\\/]src[\\/](screens[\\/](booking|payment)[\\/](shared|flow)[\\/]|screens[\\/]booking[\\/]summary[\\/]payment-methods\.tsx|shell[\\/]progress-bar\.tsx)|[\\/]core[\\/]src[\\/](flow[\\/](state|reducer|store|steps|requests|redirects)|dates[\\/](display|calendar)|money[\\/]satang|session[\\/]current-service)\.ts)/;
/**
 * The signed-in screens' data layer (src/data/, with the one loading status) and TanStack Query
 * under it, in one chunk: every signed-in screen needs it, no public page loads it, and left to
 * automatic splitting it was a dozen small scripts.
 */
const DATA_LAYER =
  /([\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]web[\\/]src[\\/](data[\\/]|shell[\\/]loading-status\.tsx))/;
/** Chunks every page has loaded before any lazy one: a lazy chunk need not list them to preload. */
const ALWAYS_LOADED = /(^|\/)assets\/((index|react|framework|start)-[\w-]+\.js|index-[\w-]+\.css)$/;

/** Workspace packages resolve to their TypeScript sources (docs/sdk.md). */
const SOURCE = '@self-storage/source';

export default defineConfig({
  resolve: {
    alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
    conditions: [SOURCE, ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  plugins: [react(), reactRouterPure(), chunkModules(), inlineFavicon(PUBLIC_DIR)],
  css: { postcss: { plugins: [inlineIcons(PUBLIC_DIR)] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest and the chunk-module map feed the prerender step and the bundle budget.
    manifest: true,
    // Every browser the app supports has modulepreload; a lazy chunk preloads only what it adds.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      output: {
        // A catalogue part is named for its language (`th-pages-…js`), so it is plain which loaded.
        chunkFileNames: ({ facadeModuleId }) => {
          const part = /locales[\\/]src[\\/](th|en)[\\/](\w+)\.ts$/.exec(facadeModuleId ?? '');
          return part ? `assets/${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            {
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) || SHARED.test(id),
              includeDependenciesRecursively: false,
            },
            { name: 'booking-kit', test: BOOKING_KIT, includeDependenciesRecursively: false },
            { name: 'data', test: DATA_LAYER, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
