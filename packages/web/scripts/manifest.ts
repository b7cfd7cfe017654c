import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@self-storage/core';
import type { Manifest } from 'vite';
import { CHUNK_MODULES_FILE } from './chunk-modules.ts';

/** The client entry's key in Vite's manifest: a few lines that load the app after the first paint. */
export const ENTRY = 'index.html';
/** The app itself (React, the router, i18next, the shell), the entry's dynamic import. */
export const APP = 'src/start.tsx';
/** A language's texts that any page shows, loaded before a prerendered page hydrates. */
export const pagesTexts = (language: Language): string => `../locales/src/${language}/pages.ts`;
/** A language's texts of the signed-in screens, loaded with their frame. */
export const bookingTexts = (language: Language): string => `../locales/src/${language}/booking.ts`;
/** A language's texts of the registration and password screens, loaded with them. */
export const accountTexts = (language: Language): string => `../locales/src/${language}/account.ts`;
/** The legal pages' part of the catalogue. */
export const legalTexts = (language: Language): string => `../locales/src/${language}/legal.ts`;

/** Vite's manifest of a client build in `dist`. */
export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The modules bundled in each chunk file, written by the chunkModules plugin. */
export const readChunkModules = (dist: string): Record<string, string[]> =>
  JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as Record<string, string[]>;

/**
 * The manifest keys a browser fetches to run `keys`: each one and its static imports,
 * transitively (dynamic imports load later, on demand).
 */
export const staticGraph = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
};

/** The JavaScript files of manifest keys, in order. */
export const filesOf = (manifest: Manifest, keys: readonly string[]): string[] =>
  keys.map((key) => manifest[key]?.file).filter((file): file is string => file?.endsWith('.js') === true);

/** The stylesheets manifest keys bring along. */
export const cssOf = (manifest: Manifest, keys: readonly string[]): string[] => [
  ...new Set(keys.flatMap((key) => manifest[key]?.css ?? [])),
];
