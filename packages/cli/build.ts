import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

export const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
export const BUILT_MAIN = `${DIST}self-storage.js`;

/**
 * Bundles the CLI into dist/: the entry, the program (core, locales, commander, tree-shaken and
 * minified), and the parts loaded on demand (a language, the prompts, QR drawing) as chunks of
 * their own. A cold start then reads a few files instead of type-stripping about a hundred
 * sources: that was most of it.
 */
export const buildCli = async (): Promise<void> => {
  rmSync(DIST, { recursive: true, force: true });
  await build({
    input: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
    platform: 'node',
    logLevel: 'warn',
    // Workspace packages resolve to their TypeScript sources (docs/sdk.md); the rest as on Node.
    resolve: { conditionNames: ['@self-storage/source', 'import', 'node', 'default'] },
    output: {
      dir: DIST,
      format: 'esm',
      minify: true,
      entryFileNames: 'self-storage.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
  });
};

if (import.meta.main) await buildCli();
