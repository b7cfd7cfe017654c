import { readFileSync } from 'node:fs';

/** A ```ts or ```js block of a Markdown file. */
export interface Snippet {
  /** Where it is, e.g. `sdk.md:214` (the line of its opening fence). */
  where: string;
  lang: 'ts' | 'js';
  code: string;
  /** The file a runnable example names in its first line (`// book-and-pay.mjs`), if it does. */
  runnable: string | undefined;
}

const BLOCK = /^```(ts|js)\n([\s\S]*?)^```$/gm;
const NAMED = /^\/\/ ([\w-]+\.mjs)\n/;

/** Every TypeScript and JavaScript block of the Markdown file at `path`, called `name` in reports. */
export const snippetsOf = (path: string, name: string): Snippet[] => {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(BLOCK)].map((match) => ({
    where: `${name}:${text.slice(0, match.index).split('\n').length}`,
    lang: match[1] as Snippet['lang'],
    code: match[2] ?? '',
    runnable: NAMED.exec(match[2] ?? '')?.[1],
  }));
};

/** The file name a snippet is type-checked under: `.ts` for TypeScript, `.mjs` for JavaScript. */
export const snippetFile = (snippet: Snippet): string =>
  `${snippet.where.replace(/\W+/g, '-')}.${snippet.lang === 'ts' ? 'ts' : 'mjs'}`;
