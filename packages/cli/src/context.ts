import type { Language, SessionHolder } from '@self-storage/core';
import { SelfStorageClient } from '@self-storage/core';
import { z } from 'zod';
import { type Config, readConfig } from './config/config-file.ts';
import { type GlobalInput, globalOptionsSchema, resolveTarget, type Target } from './config/target.ts';
import { missingOptions } from './errors.ts';
import { loadTranslator, type Translate } from './messages.ts';
import { createOutput, type Output, processStreams, type Streams } from './output.ts';
import { openProfile, type Profile } from './profile.ts';
import { loadPrompts, type Prompts } from './prompts.ts';
import { loggingFetch } from './verbose.ts';

/** The global options once resolved: the profile's settings filled in where no flag or variable gave one. */
export interface GlobalOptions {
  baseUrl: string;
  lang: Language;
  json: boolean;
  profile: string;
  /** False with --no-input. */
  input: boolean;
  color: boolean;
  verbose: boolean;
  /** The sandbox controls' bearer key, when one is given (flag > environment > profile). */
  sandboxKey: string | undefined;
}

/** What a command runs with: options, texts, output, API client, the profile and prompts. */
export interface Context {
  readonly options: GlobalOptions;
  readonly target: Target;
  readonly config: Config;
  readonly env: NodeJS.ProcessEnv;
  readonly lang: Language;
  readonly t: Translate;
  readonly output: Output;
  /** Prompts may be shown: a terminal on stdin and no --no-input. */
  readonly interactive: boolean;
  readonly client: SelfStorageClient;
  /** The fetch every call goes through (logging with --verbose). */
  readonly fetch: typeof fetch;
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
  input: GlobalInput,
  overrides: ContextOverrides = {},
): Promise<Context> => {
  const streams = overrides.streams ?? processStreams();
  const env = overrides.env ?? process.env;
  const parsed = globalOptionsSchema.parse(input);
  const config = readConfig(env);
  const target = resolveTarget(parsed, config);
  const options: GlobalOptions = {
    baseUrl: target.baseUrl,
    lang: target.lang,
    json: parsed.json,
    profile: target.profile,
    input: parsed.input,
    color: parsed.color,
    verbose: parsed.verbose,
    sandboxKey: parsed.sandboxKey,
  };
  // zod's own validation messages in the run's language (a Thai run shows no English sentence).
  z.config(options.lang === 'th' ? z.locales.th() : z.locales.en());
  const output = createOutput({ json: options.json, streams, color: options.color, env });
  const fetcher = options.verbose
    ? loggingFetch((line) => streams.stderr.write(`${line}\n`), globalThis.fetch, [options.sandboxKey])
    : globalThis.fetch;
  let profile: Profile | undefined;
  const openedProfile = (): Profile => {
    profile ??= openProfile(options.profile, options.baseUrl, env);
    return profile;
  };
  // The client reads the token from the profile's session, opened only when a call needs it.
  const session: SessionHolder = {
    token: () => openedProfile().session.token(),
    signIn: (token) => openedProfile().session.signIn(token),
    signOut: () => openedProfile().signOut(),
    expire: () => openedProfile().session.expire(),
  };
  let prompts: Promise<Prompts> | undefined = overrides.prompts && Promise.resolve(overrides.prompts);
  return {
    options,
    target,
    config,
    env,
    lang: options.lang,
    t: await loadTranslator(options.lang),
    output,
    interactive: overrides.interactive ?? (options.input && Boolean(streams.stdin.isTTY)),
    client: new SelfStorageClient({
      baseUrl: options.baseUrl,
      fetch: fetcher,
      language: options.lang,
      session,
    }),
    fetch: fetcher,
    profile: openedProfile,
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
