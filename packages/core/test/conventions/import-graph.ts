import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * A package's import graph and its layers, for the structure tests of core and the CLI (the
 * sandbox keeps its own in packages/sandbox/test/support/import-graph.ts, and the web app's
 * layers are a Biome rule). A layer's members are folders of src/, files at its root, or single
 * files inside a folder that sit in another layer than their folder.
 */
export interface Layer {
  name: string;
  members: readonly string[];
}

export interface Import {
  from: string;
  to: string;
}

const CODE = /\.tsx?$/;
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every source file of `src`, relative to it with forward slashes. */
export const files = (src: string): string[] =>
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => CODE.test(path))
    .map((path) => path.split('\\').join('/'))
    .sort();

/**
 * The relative imports between files of `src`, static, dynamic and type-only alike (each ties
 * the modules as much); imports leaving `src` (a package.json) are not part of its layers.
 */
export const imports = (src: string): Import[] =>
  files(src).flatMap((from) => {
    const text = readFileSync(join(src, from), 'utf8');
    return [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]
      .map((match) => ({ from, to: posix.normalize(posix.join(posix.dirname(from), match[1] ?? '')) }))
      .filter(({ to }) => !to.startsWith('../'));
  });

/** The member of `layers` a file belongs to: the file itself when a layer names it, else its folder (or itself at the root). */
export const memberOf = (layers: readonly Layer[], file: string): string => {
  if (layers.some((layer) => layer.members.includes(file))) return file;
  return file.split('/')[0] ?? file;
};

/** The index of the layer of `file`, top first; throws for a file in no layer. */
export const layerOf = (layers: readonly Layer[], file: string): number => {
  const member = memberOf(layers, file);
  const index = layers.findIndex((layer) => layer.members.includes(member));
  if (index < 0) throw new Error(`${file} is in no layer: name ${member} in the layers`);
  return index;
};

/** Imports from a layer into one above it. */
export const climbing = (layers: readonly Layer[], all: readonly Import[]): Import[] =>
  all.filter(({ from, to }) => layerOf(layers, to) < layerOf(layers, from));

/** Strongly connected groups of more than one node (Tarjan), each sorted: the cycles of a graph. */
export const cycles = (edges: readonly (readonly [string, string])[]): string[][] => {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) {
    if (!next.has(b)) next.set(b, []);
    if (a !== b) next.set(a, [...(next.get(a) ?? []), b]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(other) ?? 0));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(other) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
};

/** Members of `layers` that import each other, directly or around a loop. */
export const memberLoops = (layers: readonly Layer[], all: readonly Import[]): string[][] =>
  cycles(all.map(({ from, to }) => [memberOf(layers, from), memberOf(layers, to)] as const));

/** Files that import themselves back through others. */
export const fileCycles = (all: readonly Import[]): string[][] =>
  cycles(all.map(({ from, to }) => [from, to] as const));
