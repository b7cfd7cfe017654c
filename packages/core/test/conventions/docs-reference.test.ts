import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../locales/src/en/messages.ts';
import * as constants from '../../src/constants.ts';
import { ERROR_KEYS } from '../../src/error-keys.ts';
import * as layout from '../../src/layout.ts';

/*
 * The repository explains the product by itself: docs/product.md names every constant and every
 * message key, and no document leans on a file a clone does not hold (the customer's
 * specification is not in the repository).
 */

const REPO = resolve(import.meta.dirname, '../../../..');
const REFERENCE = join(REPO, 'docs/product.md');
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.nx', 'coverage']);

/** The names a reference leaves out, of those it must name in code spans. */
const unnamed = (reference: string, names: readonly string[]): string[] =>
  names.filter((name) => !reference.includes(`\`${name}\``));

const markdownUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

/** docs/ and every README of the repository. */
const documents = (): string[] => [
  ...markdownUnder(join(REPO, 'docs')),
  ...markdownUnder(REPO).filter((path) => /(^|\/)README\.md$/i.test(path)),
];

const LINK = /\]\(([^)\s]+)[^)]*\)/g;
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|#)/i;
/** The customer's specification by its file name: a path no clone has. */
const OUTSIDE_FILE = /\bSPEC\.md\b/;

/** The places a document points outside the repository: a link that leaves it or leads nowhere, or the specification's file. */
const outsidePointers = (file: string, text: string, repo: string): string[] => {
  const found: string[] = [];
  for (const match of text.matchAll(LINK)) {
    const target = (match[1] ?? '').split('#')[0] ?? '';
    if (target === '' || EXTERNAL.test(target)) continue;
    const path = resolve(dirname(file), decodeURI(target));
    if (relative(repo, path).startsWith('..') || !existsSync(path))
      found.push(`${relative(repo, file)}: ${target}`);
  }
  if (OUTSIDE_FILE.test(text)) found.push(`${relative(repo, file)}: names SPEC.md`);
  return found;
};

/** The specification's numbers and the product's own: constants.ts and the layout's two. */
const valueExports = [...Object.keys(constants), ...Object.keys(layout)];

describe('the product reference', () => {
  const reference = readFileSync(REFERENCE, 'utf8');

  it('names every constant of core/constants.ts and core/layout.ts', () => {
    expect(valueExports.length).toBeGreaterThan(0);
    expect(unnamed(reference, valueExports)).toEqual([]);
  });

  it('names every key of the error catalogue and of the locales’ messages', () => {
    const messageKeys = Object.keys(messages.errors).map((key) => `errors.${key}`);
    expect(unnamed(reference, [...ERROR_KEYS, ...messageKeys])).toEqual([]);
  });

  it('finds a name left out', () => {
    expect(
      unnamed('`OTP_LENGTH` and `errors.noAmount`', ['OTP_LENGTH', 'PHONE_MAX_DIGITS', 'errors.noAmount']),
    ).toEqual(['PHONE_MAX_DIGITS']);
  });
});

describe('documents that stand on their own', () => {
  it('has no document under docs/ or any README pointing outside the repository', () => {
    const files = documents();
    expect(files.map((file) => relative(REPO, file))).toContain('docs/product.md');
    expect(files.flatMap((file) => outsidePointers(file, readFileSync(file, 'utf8'), REPO))).toEqual([]);
  });

  it('catches a link out of the repository, a missing file and the specification’s file', () => {
    const file = join(REPO, 'docs/planted.md');
    const planted = [
      'See [the spec](../../shared/SPEC.md#2-screens).',
      'See [nothing](no-such-file.md) and [api](api.md#calls) and [site](https://example.com).',
      'Written from `SPEC.md`.',
    ].join('\n');
    expect(outsidePointers(file, planted, REPO)).toEqual([
      'docs/planted.md: ../../shared/SPEC.md',
      'docs/planted.md: no-such-file.md',
      'docs/planted.md: names SPEC.md',
    ]);
  });
});
