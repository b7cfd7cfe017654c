import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@self-storage/core';
import { z } from 'zod';
import { CliError } from '../errors.ts';
import { type Config, type ProfileConfig, parseProfileValue } from './config-file.ts';
import { PROFILE_NAME } from './paths.ts';

export const DEFAULT_BASE_URL = 'http://localhost:8080';
export const DEFAULT_PROFILE = 'default';

/** Where a setting came from, in precedence order: flag > environment > profile > default. */
export type Source = 'flag' | 'env' | 'profile' | 'default';

/** The global options as commander parsed them (flag or environment), before the profile fills in. */
export const globalOptionsSchema = z.object({
  baseUrl: z.string().optional(),
  lang: z.enum(LANGUAGES).optional(),
  profile: z.string().optional(),
  json: z.boolean().default(false),
  /** False with --no-input. */
  input: z.boolean().default(true),
  /** False with --no-color. */
  color: z.boolean().default(true),
  verbose: z.boolean().default(false),
  /** The sandbox controls' bearer key: --sandbox-key, SANDBOX_CONTROL_KEY, or the profile's defaults.sandbox-key. */
  // An empty one is none: `export SANDBOX_CONTROL_KEY=$(jq -r '.key // empty')` for a server without keys.
  sandboxKey: z
    .string()
    .optional()
    .transform((key) => key || undefined),
  /** Which of the above came from the environment rather than a flag (commander knows). */
  fromEnv: z.array(z.enum(['baseUrl', 'lang', 'profile'])).default([]),
});
export type GlobalInput = z.input<typeof globalOptionsSchema>;

/** What a run talks to and how: every setting resolved, with where it came from. */
export interface Target {
  profile: string;
  baseUrl: string;
  lang: Language;
  /** The selected profile's saved settings (empty when it has none). */
  settings: ProfileConfig;
  sources: { profile: Source; baseUrl: Source; lang: Source };
}

const given = (value: unknown, fromEnv: boolean): Source | undefined => {
  if (value === undefined) return undefined;
  return fromEnv ? 'env' : 'flag';
};

export const resolveTarget = (input: z.output<typeof globalOptionsSchema>, config: Config): Target => {
  const env = new Set(input.fromEnv);
  const profile = input.profile ?? config.current ?? DEFAULT_PROFILE;
  if (!PROFILE_NAME.test(profile)) {
    throw new CliError('usage', `Invalid profile name "${profile}": use letters, digits, ".", "_" and "-"`, {
      key: 'cli.details.problems.profileName',
      vars: { profile: profile },
    });
  }
  const settings = config.profiles[profile] ?? { defaults: {} };
  const baseUrl =
    input.baseUrl === undefined
      ? (settings.baseUrl ?? DEFAULT_BASE_URL)
      : (parseProfileValue('baseUrl', input.baseUrl) ?? DEFAULT_BASE_URL);
  return {
    profile,
    baseUrl,
    lang: input.lang ?? settings.lang ?? DEFAULT_LANGUAGE,
    settings,
    sources: {
      profile: given(input.profile, env.has('profile')) ?? (config.current ? 'profile' : 'default'),
      baseUrl: given(input.baseUrl, env.has('baseUrl')) ?? (settings.baseUrl ? 'profile' : 'default'),
      lang: given(input.lang, env.has('lang')) ?? (settings.lang ? 'profile' : 'default'),
    },
  };
};
