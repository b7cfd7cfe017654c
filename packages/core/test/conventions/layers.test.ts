import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { climbing, fileCycles, files, imports, type Layer, layerOf, memberLoops } from './import-graph.ts';

/**
 * Core's layers (docs/architecture.md), top to bottom, read from its real imports: a module may
 * import from its own layer or any below, never from one above, and no two members import each
 * other around a loop.
 */
const CORE_LAYERS: readonly Layer[] = [
  { name: 'entry', members: ['index.ts', 'node.ts'] },
  // The OpenAPI document describes the wire and the rental events, so it and the contract's
  // entry that publishes it sit above both.
  { name: 'documents', members: ['contract/index.ts', 'contract/openapi.ts'] },
  { name: 'client', members: ['client', 'sandbox'] },
  { name: 'flow', members: ['flow'] },
  {
    name: 'rules',
    members: ['access', 'events', 'figures', 'forms', 'identify', 'links', 'payment', 'session'],
  },
  { name: 'contract', members: ['contract'] },
  { name: 'units', members: ['dates', 'encoding', 'money'] },
  { name: 'base', members: ['constants.ts', 'branches.ts', 'layout.ts', 'error-keys.ts', 'errors.ts'] },
];

const SRC = join(import.meta.dirname, '../../src');

describe('the layers of core', () => {
  const all = imports(SRC);

  it('names a layer for every file of src/', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const file of files(SRC)) expect(() => layerOf(CORE_LAYERS, file), file).not.toThrow();
  });

  it('has no import climbing to a layer above', () => {
    expect(climbing(CORE_LAYERS, all).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no loop between folders', () => {
    expect(memberLoops(CORE_LAYERS, all)).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(fileCycles(all)).toEqual([]);
  });

  it('catches an upward import, a folder loop, a file cycle and a file in no layer', () => {
    const planted = [
      { from: 'dates/countdown.ts', to: 'payment/timers.ts' },
      { from: 'payment/timers.ts', to: 'dates/countdown.ts' },
      { from: 'contract/booking.ts', to: 'contract/openapi.ts' },
    ];
    expect(climbing(CORE_LAYERS, planted)).toEqual([planted[0], planted[2]]);
    expect(memberLoops(CORE_LAYERS, planted)).toEqual([['dates', 'payment']]);
    expect(fileCycles(planted)).toEqual([['dates/countdown.ts', 'payment/timers.ts']]);
    expect(() => layerOf(CORE_LAYERS, 'widgets/button.ts')).toThrow(/widgets/);
  });
});
