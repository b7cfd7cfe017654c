import type { Plugin } from 'vite';

/** Where the map of each chunk's modules is written, beside Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes `{ "assets/x.js": ["node_modules/crypto-js/aes.js", ...] }` for the client build: Vite's
 * manifest names chunks, not what is in them, and the budget must tell whether crypto-js or a
 * booking screen landed in the home page's graph.
 */
export const chunkModules = (): Plugin => ({
  name: 'self-storage:chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (this.environment.config.consumer !== 'client') return;
    const root = `${this.environment.config.root}/`;
    const map: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      map[output.fileName] = output.moduleIds.map((id) =>
        id.replace(/^.*\/node_modules\//, 'node_modules/').replace(root, ''),
      );
    }
    this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(map, null, 1) });
  },
});
