import type { Command } from 'commander';
import { z } from 'zod';
import { applyProfileDefaults } from './config/defaults.ts';
import { type Context, createContext } from './context.ts';
import { CliError } from './errors.ts';

/** A command's body: its context, its own options and its positional arguments (as parsed). */
export type Handler<O> = (ctx: Context, options: O, args: readonly unknown[]) => Promise<void>;

const ENV_BACKED = ['baseUrl', 'lang', 'profile'] as const;

/** Set with `config set base-url|lang` or chosen with --profile, never as `defaults.<option>`. */
const TARGET_OPTIONS: ReadonlySet<string> = new Set(['base-url', 'lang', 'profile', 'version']);

const rootOf = (command: Command): Command => {
  let root = command;
  while (root.parent) root = root.parent;
  return root;
};

/** The global options as given, and which of them came from the environment rather than a flag. */
export const globalInput = (command: Command) => ({
  ...command.optsWithGlobals(),
  fromEnv: ENV_BACKED.filter((name) => rootOf(command).getOptionValueSource(name) === 'env'),
});

/** Each problem named by its option, `--end: ...`; the words are zod's, in the run's language. */
const describeIssues = (error: z.ZodError): string =>
  error.issues
    .map((issue) => {
      const [name] = issue.path;
      if (typeof name !== 'string') return issue.message;
      return `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${issue.message}`;
    })
    .join('; ');

/** Commander's parsed options checked against the command's schema; a mismatch is a usage error. */
const parseOptions = <S extends z.ZodType>(schema: S, command: Command): z.output<S> => {
  const parsed = schema.safeParse(command.opts());
  if (!parsed.success) throw new CliError('usage', describeIssues(parsed.error));
  return parsed.data;
};

/**
 * Adapts a handler to commander's `(...args, options, command)` action signature: the profile's
 * default options fill in what the command line and environment left out, then the options are
 * parsed with the command's zod schema.
 */
export const action =
  <S extends z.ZodType>(schema: S, handler: Handler<z.output<S>>) =>
  async (...params: unknown[]): Promise<void> => {
    const command = params.at(-1) as Command;
    let ctx = await createContext(globalInput(command));
    const { defaults } = ctx.target.settings;
    // Global flags too (`defaults.json true`); the target itself has keys of its own.
    if (applyProfileDefaults(rootOf(command), defaults, ctx.target.profile, TARGET_OPTIONS)) {
      ctx = await createContext(globalInput(command));
    }
    applyProfileDefaults(command, defaults, ctx.target.profile);
    await handler(ctx, parseOptions(schema, command), params.slice(0, -2));
  };

/** The schema of a command without options of its own. */
export const NO_OPTIONS = z.object({});
