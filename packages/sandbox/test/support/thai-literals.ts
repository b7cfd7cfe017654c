import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

const THAI = /[\u0E00-\u0E7F]/;
const SOURCE_FILE = /\.tsx?$/;

/** A Thai string in the code: where it is and what it says. */
export interface ThaiLiteral {
  file: string;
  line: number;
  text: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const childrenOf = (node: Node): Node[] =>
  Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );

/**
 * The words a node writes as the source spells them: a string, a template's pieces, JSX text.
 * Comments are no node, so they are read past; a character named by its escape (`'\u0E33'`, a
 * rule of Thai typesetting) is not Thai written out.
 */
const wordsOf = (node: Node, source: string): string | undefined =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  node.type === 'TemplateElement' ||
  node.type === 'JSXText'
    ? source.slice(node.start, node.end)
    : undefined;

/** Every Thai string literal, template piece and JSX text of one source file. */
export const thaiLiteralsIn = (file: string, source: string): ThaiLiteral[] => {
  const found: ThaiLiteral[] = [];
  const visit = (node: Node): void => {
    const words = wordsOf(node, source);
    if (words !== undefined && THAI.test(words))
      found.push({ file, line: source.slice(0, node.start).split('\n').length, text: words });
    for (const child of childrenOf(node)) visit(child);
  };
  visit(parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as Node);
  return found;
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => SOURCE_FILE.test(path))
    .map((path) => join(folder, path));

/** The Thai literals under a folder, each file named from `root`. */
export const thaiLiteralsUnder = (root: string, folder: string): ThaiLiteral[] =>
  sourceFiles(join(root, folder)).flatMap((path) =>
    thaiLiteralsIn(relative(root, path), readFileSync(path, 'utf8')),
  );
