import type { Language } from '@self-storage/core';
import { SelfStorageClient } from '@self-storage/core';
import { CliError, missingOptions } from './errors.ts';
import { loadTranslator, type Translate } from './messages.ts';
import { createOutput, type Output, processStreams, type Streams } from './output.ts';
import { openProfile, type Profile } from './profile.ts';
import { loadPrompts, type Prompts } from './prompts.ts';

/** The options every command takes (see program.ts). */
export interface GlobalOptions {
  baseUrl: string;
  lang: Language;
  json: boolean;
  profile: string;
  /** False with --no-input. */
  input: boolean;
}

/** What a command runs with: options, texts, output, API client, the profile and prompts. */
export interface Context {
  readonly options: GlobalOptions;
  readonly lang: Language;
  readonly t: Translate;
  readonly output: Output;
  /** Prompts may be shown: a terminal on stdin and no --no-input. */
  readonly interactive: boolean;
  readonly client: SelfStorageClient;
  profile(): Profile;
  prompts(): Promise<Prompts>;
  /** Milliseconds since the epoch. */
  now(): number;
}

/** Overrides for running a command in-process (the wizard's tests). */
export interface ContextOverrides {
  streams?: Streams;
  prompts?: Prompts;
  interactive?: boolean;
  env?: NodeJS.ProcessEnv;
}

export const createContext = async (
  options: GlobalOptions,
  overrides: ContextOverrides = {},
): Promise<Context> => {
  const streams = overrides.streams ?? processStreams();
  const env = overrides.env ?? process.env;
  const output = createOutput(options.json, streams);
  let baseUrl: URL;
  try {
    baseUrl = new URL(options.baseUrl);
  } catch (cause) {
    throw new CliError('usage', `--base-url is not an absolute URL: ${options.baseUrl}`, { cause });
  }
  let profile: Profile | undefined;
  let prompts: Promise<Prompts> | undefined = overrides.prompts && Promise.resolve(overrides.prompts);
  return {
    options,
    lang: options.lang,
    t: await loadTranslator(options.lang),
    output,
    interactive: overrides.interactive ?? (options.input && Boolean(streams.stdin.isTTY)),
    client: new SelfStorageClient({ baseUrl: baseUrl.href, language: options.lang }),
    profile: () => {
      profile ??= openProfile(options.profile, env);
      return profile;
    },
    prompts: () => {
      prompts ??= loadPrompts(output);
      return prompts;
    },
    now: Date.now,
  };
};

/**
 * Options a run cannot do without. Missing ones are prompted for later when interactive;
 * otherwise this fails with exit 2, naming every one of them at once.
 */
export const requireOptions = (ctx: Context, values: Readonly<Record<string, unknown>>): void => {
  if (ctx.interactive) return;
  const missing = Object.entries(values)
    .filter(([, value]) => value === undefined || value === '')
    .map(([name]) => name);
  if (missing.length > 0) throw missingOptions(missing);
};

/** The option's value, or the answer to its prompt when it was left out. */
export const orAsk = async <T>(
  ctx: Context,
  value: T | undefined,
  ask: (prompts: Prompts) => Promise<T>,
): Promise<T> => (value !== undefined && value !== '' ? value : ask(await ctx.prompts()));
