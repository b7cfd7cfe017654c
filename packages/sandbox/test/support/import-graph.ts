import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The sandbox's layers, top to bottom: a module may import from its own layer or any layer below,
 * never from one above. A member is a folder of src/ or a file at its root.
 */
export const LAYERS: readonly { name: string; members: readonly string[] }[] = [
  { name: 'app', members: ['main.ts', 'start.ts', 'index.ts', 'server.ts', 'app.ts'] },
  { name: 'http', members: ['http', 'controls', 'sandboxes'] },
  { name: 'handlers', members: ['handlers.ts', 'policies.ts'] },
  {
    name: 'services',
    members: [
      'access',
      'accounts',
      'autopay',
      'bookings',
      'catalogue',
      'ledger',
      'payments',
      'pricing',
      'receipts',
      'tax',
    ],
  },
  { name: 'platform', members: ['context.ts', 'origins.ts', 'mail', 'throttle', 'clock', 'html', 'events'] },
  { name: 'data', members: ['data'] },
  { name: 'db', members: ['db'] },
  {
    name: 'base',
    members: ['errors.ts', 'reply.ts', 'money.ts', 'time.ts', 'batched-log.ts', 'language', 'crypto'],
  },
];

export const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

export interface Import {
  from: string;
  to: string;
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** Every file of src/, as a path relative to it with forward slashes. */
export const files = (): string[] =>
  sourceFiles(SOURCE).map((path) => relative(SOURCE, path).split('\\').join('/'));

export const read = (file: string): string => readFileSync(join(SOURCE, file), 'utf8');

const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports of src/ (type-only ones too: they tie the modules as much). */
export const imports = (): Import[] =>
  files().flatMap((from) =>
    [...read(from).matchAll(RELATIVE_IMPORT)].map((match) => ({
      from,
      to: posix.normalize(posix.join(posix.dirname(from), match[1] ?? '')),
    })),
  );

/** The folder of src/ a file is in, or the file itself at the root. */
export const memberOf = (file: string): string => file.split('/')[0] ?? file;

export const layerOf = (file: string): number => {
  const member = memberOf(file);
  const index = LAYERS.findIndex((layer) => layer.members.includes(member));
  if (index < 0) throw new Error(`${file} is in no layer: name its folder in LAYERS`);
  return index;
};

/** The services, top to bottom: one may import those after it, never one before it. */
export const SERVICES = [
  'autopay',
  'access',
  'payments',
  'tax',
  'receipts',
  'ledger',
  'bookings',
  'pricing',
  'catalogue',
  'accounts',
];

/** Imports between services against that order. */
export const againstServices = (all: Import[]): Import[] =>
  all.filter(({ from, to }) => {
    const [a, b] = [SERVICES.indexOf(memberOf(from)), SERVICES.indexOf(memberOf(to))];
    return a >= 0 && b >= 0 && a > b;
  });

/** Imports from a layer into one above it. */
export const climbing = (all: Import[]): Import[] =>
  all.filter(({ from, to }) => layerOf(to) < layerOf(from));

/** Strongly connected groups of more than one node (Tarjan), each sorted: the cycles of a graph. */
export const cycles = (edges: [string, string][]): string[][] => {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) {
    if (a === b) continue;
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
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
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
};

export const folderLoops = (all: Import[]): string[][] =>
  cycles(all.map(({ from, to }) => [memberOf(from), memberOf(to)]));

export const fileCycles = (all: Import[]): string[][] => cycles(all.map(({ from, to }) => [from, to]));

/** Folders and files allowed to hold SQL: the data layer and the database's own schema and seed. */
export const SQL_HOMES = ['data/', 'db/'];

const RAW_STORE_CALL = /\b(?:store|db)\s*\.\s*(?:get|all|run|exec|prepare)\s*[<(]/g;
const SQL_STATEMENT =
  /['"`]\s*(?:select\b[^'"`]*?\bfrom|insert\s+(?:or\s+\w+\s+)?into|update\s+\w+\s+set|delete\s+from|replace\s+into|(?:create|drop|alter)\s+(?:table|index|trigger)|with\s+\w+\s+as)\b/gi;

/** Raw store calls (`store.get(`, `db.exec(`...) and SQL statements in a source text. */
export const sqlIn = (text: string): { calls: number; statements: number } => ({
  calls: [...text.matchAll(RAW_STORE_CALL)].length,
  statements: [...text.matchAll(SQL_STATEMENT)].length,
});

/** Raw store calls and SQL statements in files outside the data layer. */
export const sqlOutsideData = (): { file: string; calls: number; statements: number }[] =>
  files()
    .filter((file) => !SQL_HOMES.some((home) => file.startsWith(home)))
    .map((file) => ({ file, ...sqlIn(read(file)) }))
    .filter(({ calls, statements }) => calls + statements > 0);

/** Pairs of folders that import each other. */
export const mutualFolders = (all: Import[]): string[] => {
  const pairs = new Set(all.map(({ from, to }) => `${memberOf(from)} ${memberOf(to)}`));
  return [...pairs].filter((pair) => {
    const [a = '', b = ''] = pair.split(' ');
    return a < b && pairs.has(`${b} ${a}`);
  });
};

/** `node test/support/import-graph.ts` prints the counts. */
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const all = imports();
  const sql = sqlOutsideData();
  console.log(`imports climbing a layer: ${climbing(all).length}`);
  for (const { from, to } of climbing(all)) console.log(`  ${from} -> ${to}`);
  console.log(`imports against the services' order: ${againstServices(all).length}`);
  for (const { from, to } of againstServices(all)) console.log(`  ${from} -> ${to}`);
  console.log(`folders importing each other: ${mutualFolders(all).join(', ')}`);
  console.log(`folder loops: ${folderLoops(all).length}`);
  for (const loop of folderLoops(all)) console.log(`  ${loop.join(' <-> ')}`);
  console.log(`file cycles: ${fileCycles(all).length}`);
  for (const loop of fileCycles(all)) console.log(`  ${loop.join(' <-> ')}`);
  const calls = sql.reduce((n, { calls }) => n + calls, 0);
  const statements = sql.reduce((n, { statements }) => n + statements, 0);
  console.log(
    `outside data/ and db/: ${calls} raw store calls, ${statements} SQL statements, in ${sql.length} files`,
  );
}
