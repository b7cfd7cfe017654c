import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';

/** What every page runs first; one chunk of it compresses better and stays cached across releases. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next)[\\/]/;

export default defineConfig({
  plugins: [react(), chunkModules()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest and the chunk-module map feed the prerender step and the bundle budget.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
});
