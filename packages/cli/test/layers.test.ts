import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  climbing,
  fileCycles,
  files,
  imports,
  type Layer,
  layerOf,
  memberLoops,
} from '../../core/test/conventions/import-graph.ts';

/**
 * The CLI's layers (docs/architecture.md), top to bottom, read from its real imports: the entry,
 * the commands, what several commands share, signing in, the run's context, its settings, its
 * input and output, and the texts and formatting everything uses. A module may import from its
 * own layer or any below, never from one above, and no two members import each other in a loop.
 */
const CLI_LAYERS: readonly Layer[] = [
  { name: 'entry', members: ['main.ts', 'program.ts'] },
  { name: 'commands', members: ['commands'] },
  {
    name: 'features',
    members: ['account', 'booking', 'scenarios', 'completion', 'action.ts', 'sandbox-controls.ts'],
  },
  { name: 'sign-in', members: ['auth.ts'] },
  { name: 'context', members: ['context.ts'] },
  { name: 'settings', members: ['config', 'profile.ts'] },
  {
    name: 'input and output',
    members: [
      'errors.ts',
      'interrupts.ts',
      'format.ts',
      'options.ts',
      'progress.ts',
      'prompts.ts',
      'verbose.ts',
    ],
  },
  {
    name: 'base',
    members: ['messages.ts', 'usage-messages.ts', 'output.ts', 'table.ts', 'redaction.ts'],
  },
];

const SRC = join(import.meta.dirname, '../src');

describe('the layers of the CLI', () => {
  const all = imports(SRC);

  it('names a layer for every file of src/', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const file of files(SRC)) expect(() => layerOf(CLI_LAYERS, file), file).not.toThrow();
  });

  it('has no import climbing to a layer above', () => {
    expect(climbing(CLI_LAYERS, all).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no loop between folders', () => {
    expect(memberLoops(CLI_LAYERS, all)).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(fileCycles(all)).toEqual([]);
  });

  it('catches an upward import, a folder loop, a file cycle and a file in no layer', () => {
    const planted = [
      { from: 'booking/quote.ts', to: 'commands/quote.ts' },
      { from: 'commands/quote.ts', to: 'booking/quote.ts' },
      { from: 'format.ts', to: 'context.ts' },
    ];
    expect(climbing(CLI_LAYERS, planted)).toEqual([planted[0], planted[2]]);
    expect(memberLoops(CLI_LAYERS, planted)).toEqual([['booking', 'commands']]);
    expect(fileCycles(planted)).toEqual([['booking/quote.ts', 'commands/quote.ts']]);
    expect(() => layerOf(CLI_LAYERS, 'plugins/loader.ts')).toThrow(/plugins/);
  });
});
