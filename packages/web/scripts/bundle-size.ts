import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP, ENTRY, filesOf, readChunkModules, readManifest, staticGraph } from './manifest.ts';

/** Lazily loaded screens and the signed-in screens' frame: every dynamic entry under these is a route's own chunk. */
const ROUTE_DIRS = ['src/screens/', 'src/signed-in/'];

export interface FileSet {
  files: string[];
  /** Gzip bytes (level 9, as a server's precompression would) summed over the files. */
  gzip: number;
  /** The modules bundled in those files. */
  modules: string[];
}

export interface BundleSizes {
  /** The entry and the app it loads, with their static imports: what every page runs first. */
  app: FileSet;
  /** The modules bundled in each file of the build, by file name (`index-….js`). */
  modulesOf(file: string): string[];
  /** Each lazily loaded screen's own chunk, largest first. */
  routes: { source: string; file: string; gzip: number }[];
}

/** Sizes of the client build in `dist` (`vite build` with its manifest and chunk-module map). */
export const measureBundle = (dist: string): BundleSizes => {
  const manifest = readManifest(dist);
  const chunkModules = readChunkModules(dist);
  const gzipOf = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const fileSet = (keys: readonly string[]): FileSet => {
    const files = filesOf(manifest, staticGraph(manifest, keys));
    return {
      files,
      gzip: files.reduce((sum, file) => sum + gzipOf(file), 0),
      modules: files.flatMap((file) => chunkModules[file] ?? []),
    };
  };
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && ROUTE_DIRS.some((dir) => key.startsWith(dir)))
    .map(([source, chunk]) => ({ source, file: chunk.file, gzip: gzipOf(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    app: fileSet([ENTRY, APP]),
    modulesOf: (file) => chunkModules[`assets/${file}`] ?? [],
    routes,
  };
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
