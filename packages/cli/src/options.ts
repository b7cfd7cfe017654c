import { isIsoDate } from '@self-storage/core/dates';
import { type Command, InvalidArgumentError } from 'commander';
import { z } from 'zod';
import { PARSER_REASONS } from './usage-messages.ts';

/** commander argument parsers; their failures are usage errors (exit 2). */

export const parseId = (value: string): number => {
  if (!/^\d{1,15}$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError(PARSER_REASONS.positiveNumber);
  }
  return Number(value);
};

/** `--size any` and `--unit any`: the first one with a free unit, another on `unavailable`. */
export const ANY = 'any';

export const parseIdOrAny = (value: string): number | typeof ANY => (value === ANY ? ANY : parseId(value));

const parseDate = (value: string): string => {
  if (!isIsoDate(value)) throw new InvalidArgumentError(PARSER_REASONS.isoDate);
  return value;
};

/** The options naming a selection, shared by units, quote and book. */
export const selectionOptions = (command: Command): Command =>
  command
    .option('--branch <id>', 'branch id (see branches)', parseId)
    .option('--group <id>', 'service group id (see groups)', parseId)
    .option('--size <id>', 'size id (see sizes), or "any" for one with a free unit', parseIdOrAny)
    .option('--start <date>', 'first day, YYYY-MM-DD, from today to 14 days ahead', parseDate)
    .option('--end <date>', 'last day, YYYY-MM-DD, not before the start', parseDate);

/*
 * zod schemas of the options as commander hands them over (after the parsers above): checked,
 * not cast, before a command runs; a mismatch is a usage error.
 */
export const idSchema = z.number().int().positive();
const idOrAny = z.union([idSchema, z.literal(ANY)]);
const dateSchema = z.string().refine(isIsoDate, 'expected YYYY-MM-DD');

export const selectionSchema = z.object({
  branch: idSchema.optional(),
  group: idSchema.optional(),
  size: idOrAny.optional(),
  start: dateSchema.optional(),
  end: dateSchema.optional(),
});

export const quoteSchema = selectionSchema.extend({
  unit: idOrAny.optional(),
  promo: z.string().optional(),
  installments: z.boolean().optional(),
});

export type SelectionOptions = z.output<typeof selectionSchema> & { unit?: number | typeof ANY | undefined };

export const selectionRequired = (options: SelectionOptions): Record<string, unknown> => ({
  '--branch': options.branch,
  '--group': options.group,
  '--size': options.size,
  '--start': options.start,
  '--end': options.end,
});
