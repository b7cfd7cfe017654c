import { isIsoDate } from '@self-storage/core';
import { type Command, InvalidArgumentError } from 'commander';
import type { SelectionOptions } from './booking/wizard.ts';

/** commander argument parsers; their failures are usage errors (exit 2). */

export const parseId = (value: string): number => {
  if (!/^\d{1,15}$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError('expected a positive whole number.');
  }
  return Number(value);
};

const parseDate = (value: string): string => {
  if (!isIsoDate(value)) throw new InvalidArgumentError('expected a calendar date as YYYY-MM-DD.');
  return value;
};

/** The options naming a selection, shared by units, quote and book. */
export const selectionOptions = (command: Command): Command =>
  command
    .option('--branch <id>', 'branch id (see branches)', parseId)
    .option('--group <id>', 'service group id (see groups)', parseId)
    .option('--size <id>', 'size id (see sizes)', parseId)
    .option('--start <date>', 'first day, YYYY-MM-DD, from today to 14 days ahead', parseDate)
    .option('--end <date>', 'last day, YYYY-MM-DD, not before the start', parseDate);

export const selectionRequired = (options: SelectionOptions): Record<string, unknown> => ({
  '--branch': options.branch,
  '--group': options.group,
  '--size': options.size,
  '--start': options.start,
  '--end': options.end,
});
