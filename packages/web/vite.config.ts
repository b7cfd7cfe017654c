import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { inlineIcons } from './scripts/inline-icons.ts';

/**
 * What every page runs first, in two chunks that main.tsx evaluates in turn: they compress better
 * than many small ones and stay cached across releases.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK = /node_modules[\\/](react-router|react-router-dom|i18next|react-i18next)[\\/]/;

export default defineConfig({
  plugins: [react(), chunkModules()],
  css: { postcss: { plugins: [inlineIcons(fileURLToPath(new URL('public', import.meta.url)))] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest and the chunk-module map feed the prerender step and the bundle budget.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            { name: 'framework', test: FRAMEWORK },
          ],
        },
      },
    },
  },
});
