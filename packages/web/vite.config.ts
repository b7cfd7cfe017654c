import { fileURLToPath } from 'node:url';
import { bangkokYear } from '@self-storage/core/dates';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { chunkModules } from './scripts/chunk-modules.ts';
import { coreCustomMedia } from './scripts/custom-media.ts';
import { inlineFavicon, inlineIcons } from './scripts/inline-icons.ts';
import { reactRouterPure } from './scripts/react-router-pure.ts';

const PUBLIC_DIR = fileURLToPath(new URL('public', import.meta.url));

/**
 * react-router's package exports only its development build (with its warnings); the production
 * build beside it is what the app ships.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(import.meta.resolve('react-router')).replace(
  /[\\/]development[\\/]index\.m?js$/,
  '/production/index.mjs',
);

/** zod for the browser, without the eval probe the CSP would report (src/app/zod.ts). */
const ZOD = fileURLToPath(new URL('src/app/zod.ts', import.meta.url));

/** Chunks every page has loaded before any lazy one: a lazy chunk need not list them to preload. */
const ALWAYS_LOADED =
  /(^|\/)assets\/((index|react|framework|start|rolldown-runtime)-[\w-]+\.js|index-[\w-]+\.css)$/;

/** The shared chunks, by package and import graph (scripts/chunk-groups.ts). */
const CHUNKS = chunkGroups();

/** Workspace packages resolve to their TypeScript sources (docs/sdk.md). */
const SOURCE = '@self-storage/source';

export default defineConfig({
  // The footer's year as the prerender draws it, for the first client render to hydrate the same.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(bangkokYear())) },
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
      { find: /^zod$/, replacement: ZOD },
    ],
    conditions: [SOURCE, ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  plugins: [react(), reactRouterPure(), chunkModules(), CHUNKS.plugin(), inlineFavicon(PUBLIC_DIR)],
  css: { postcss: { plugins: [...coreCustomMedia(), inlineIcons(PUBLIC_DIR)] } },
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
          groups: CHUNKS.groups,
        },
      },
    },
  },
});
