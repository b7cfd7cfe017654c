import { type Document, isMap, isScalar, type LineCounter, type Node } from 'yaml';
import type { z } from 'zod';
import type { Translate } from '../messages.ts';

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

/**
 * A union's failure as the issues of the option the value came closest to: the one that failed
 * below the value itself (`{gt: "x"}` is a check whose gt is wrong), else one issue naming what
 * would have done. Paths are made absolute.
 */
const flatten = (issue: Issue, prefix: readonly PathKey[]): Issue[] => {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
  const options = issue.errors.map((option) => option.flatMap((inner) => flatten(inner, path)));
  const closest = options.find((option) =>
    option.some((inner) => inner.path.length > path.length || inner.code !== 'invalid_type'),
  );
  if (closest) return closest;
  const expected = [
    ...new Set(options.flat().flatMap((inner) => (inner.code === 'invalid_type' ? [inner.expected] : []))),
  ];
  return [{ ...issue, path, message: `expected one of ${expected.join(', ')}` }];
};

/** The node at `path`, or the nearest one above it that exists (a missing key: its map). */
const nodeAt = (document: Document, path: readonly PathKey[]): Node | undefined => {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
    if (node && typeof node === 'object' && 'range' in node) return node as Node;
  }
  return undefined;
};

/** Where an issue points: an unknown key at the key itself, anything else at its value. */
const offsetOf = (document: Document, issue: Issue): number => {
  const node = nodeAt(document, issue.path);
  if (issue.code === 'unrecognized_keys' && isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && issue.keys.includes(String(item.key.value)));
    if (isScalar(pair?.key) && pair.key.range) return pair.key.range[0];
  }
  return node?.range?.[0] ?? 0;
};

/** `line 3, column 5` of an offset into the file. */
export const position = (lines: LineCounter, offset: number, t: Translate): string => {
  const { line, col } = lines.linePos(offset);
  return t('cli.scenarios.at', { line, column: col });
};

/** Each schema issue as "line 3, column 5: steps.0: Unrecognized key: \"rn\"". */
export const describeIssues = (
  document: Document,
  lines: LineCounter,
  issues: readonly Issue[],
  t: Translate,
): string[] =>
  issues
    .flatMap((issue) => flatten(issue, []))
    .map((issue) => ({ issue, offset: offsetOf(document, issue) }))
    // In the order of the file, as the reader goes through it.
    .sort((a, b) => a.offset - b.offset)
    .map(({ issue, offset }) => {
      const path = issue.path.map(String).join('.');
      return `${position(lines, offset, t)}: ${path ? `${path}: ` : ''}${issue.message}`;
    });
