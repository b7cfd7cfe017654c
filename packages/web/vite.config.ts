import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The sandbox's CSP forbids inline script, so never inline the module preload helper.
    modulePreload: { polyfill: false },
  },
});
