import { describe, expect, it } from 'vitest';
import {
  againstServices,
  climbing,
  fileCycles,
  files,
  folderLoops,
  imports,
  LAYERS,
  layerOf,
} from './support/import-graph.ts';

/**
 * The sandbox's layers (docs/architecture.md): app, http, handlers, services, platform, data, db,
 * base. An import may stay in its layer or go down, never up; folders import each other in one
 * direction only, and no file imports itself back through others.
 */
describe('the layers of the sandbox', () => {
  const all = imports();

  it('names a layer for every file of src/', () => {
    for (const file of files()) expect(() => layerOf(file), file).not.toThrow();
    expect(LAYERS.map((layer) => layer.name)).toEqual([
      'app',
      'http',
      'handlers',
      'services',
      'platform',
      'data',
      'db',
      'base',
    ]);
  });

  it('has no import climbing to a layer above', () => {
    expect(climbing(all).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no service importing one above it (payments, tax, receipts, ledger, bookings, pricing, catalogue, accounts)', () => {
    expect(againstServices(all).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no loop between folders', () => {
    expect(folderLoops(all)).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(fileCycles(all)).toEqual([]);
  });

  it('catches a climbing import and a loop when there is one', () => {
    const planted = [
      { from: 'data/bookings.ts', to: 'bookings/view.ts' },
      { from: 'bookings/view.ts', to: 'data/bookings.ts' },
    ];
    expect(climbing(planted)).toEqual([planted[0]]);
    expect(againstServices([{ from: 'accounts/links.ts', to: 'bookings/pins.ts' }])).toHaveLength(1);
    expect(folderLoops(planted)).toEqual([['bookings', 'data']]);
    expect(fileCycles(planted)).toEqual([['bookings/view.ts', 'data/bookings.ts']]);
  });
});
