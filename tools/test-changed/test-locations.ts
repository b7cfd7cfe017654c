import { parseSync } from 'vite';

/** A node of the parsed test file, as far as the search needs it. */
interface Node {
  type: string;
  start: number;
  end: number;
  callee?: Node;
  name?: string;
}

/** The calls that declare one test; `it.each` and the like are not narrowed to (the file runs). */
const TEST_CALLEES = new Set(['it', 'test']);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every `it(…)` or `test(…)` call in the tree, outermost first. */
const testCalls = (root: unknown): Node[] => {
  const found: Node[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (
      isNode(value) &&
      value.type === 'CallExpression' &&
      value.callee?.type === 'Identifier' &&
      TEST_CALLEES.has(value.callee.name ?? '')
    ) {
      found.push(value);
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return found;
};

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/**
 * The lines of the tests in `text` (a test file at `path`) where `pattern` matches, as Vitest's
 * `file:line` filter names a test: the line of its `it`. Undefined when the file must run whole:
 * a match outside every test (a hook, a helper the tests share), or a file that does not parse.
 */
export const testLinesMatching = (path: string, text: string, pattern: RegExp): number[] | undefined => {
  const parsed = parseSync(path, text);
  if (parsed.errors.length > 0) return undefined;
  const tests = testCalls(parsed.program);
  const lines = new Set<number>();
  for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
    const test = tests.find(({ start, end }) => match.index >= start && match.index < end);
    if (!test) return undefined;
    lines.add(lineAt(text, test.callee?.start ?? test.start));
  }
  return [...lines].sort((a, b) => a - b);
};
