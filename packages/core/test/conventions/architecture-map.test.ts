import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md's "Every folder" lists each folder of each package's src/, one table line
 * per folder under a heading naming the package's src/. A folder added without its line, or a
 * line left behind by a folder removed, fails here.
 */

const REPO = resolve(import.meta.dirname, '../../../..');
const MAP = join(REPO, 'docs/architecture.md');
const PACKAGES = join(REPO, 'packages');

/** Every folder under `src`, relative to it with a trailing slash. */
const foldersOf = (src: string, prefix = ''): string[] =>
  readdirSync(join(src, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${prefix}${entry.name}/`;
      return [folder, ...foldersOf(src, folder)];
    });

/** The package sources of the repository: `packages/<name>/src`. */
const sources = (): string[] =>
  readdirSync(PACKAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}/src`)
    .filter((src) => {
      try {
        return readdirSync(join(REPO, src)).length > 0;
      } catch {
        return false;
      }
    });

const HEADING = /^### `(packages\/[^`]+\/src)`\s*$/;
const ROW = /^\| `([^`]+\/)` \|/;

/** The folders the map lists, by package source, from its "Every folder" section. */
const mapped = (text: string): Map<string, string[]> => {
  const section = text.split(/^## Every folder\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const map = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of section.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading?.[1]) {
      current = [];
      map.set(heading[1], current);
      continue;
    }
    // Another heading (the tools' table) ends the package's list.
    if (line.startsWith('### ')) {
      current = undefined;
      continue;
    }
    const row = ROW.exec(line);
    if (row?.[1]) current?.push(row[1]);
  }
  return map;
};

/** Folders missing from the map and lines naming no folder, as `<src>: <folder>`. */
const gaps = (
  folders: Map<string, string[]>,
  map: Map<string, string[]>,
): { missing: string[]; stale: string[] } => {
  const missing: string[] = [];
  const stale: string[] = [];
  for (const [src, real] of folders) {
    const listed = map.get(src) ?? [];
    for (const folder of real) if (!listed.includes(folder)) missing.push(`${src}: ${folder}`);
    for (const folder of listed) if (!real.includes(folder)) stale.push(`${src}: ${folder}`);
  }
  for (const src of map.keys()) if (!folders.has(src)) stale.push(`${src}: (no such package source)`);
  return { missing, stale };
};

describe('the folder map of docs/architecture.md', () => {
  it('lists every folder of every package’s src/, and none that is gone', () => {
    const folders = new Map(sources().map((src) => [src, foldersOf(join(REPO, src))]));
    expect([...folders.keys()]).toContain('packages/core/src');
    expect(gaps(folders, mapped(readFileSync(MAP, 'utf8')))).toEqual({ missing: [], stale: [] });
  });

  it('catches a folder missing from the map and a line left behind', () => {
    const text = [
      '## Every folder',
      '',
      '### `packages/core/src`',
      '',
      '| folder | layer | holds |',
      '| --- | --- | --- |',
      '| `dates/` | units | dates |',
      '| `gone/` | units | removed long ago |',
      '',
      '## Next section',
      '| `ignored/` | after the section |',
    ].join('\n');
    const planted = new Map([['packages/core/src', ['dates/', 'encoding/', 'ignored/']]]);
    expect(gaps(planted, mapped(text))).toEqual({
      missing: ['packages/core/src: encoding/', 'packages/core/src: ignored/'],
      stale: ['packages/core/src: gone/'],
    });
  });
});
