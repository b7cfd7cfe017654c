import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LANGUAGES } from '@self-storage/core';
import { z } from 'zod';
import { CliError, unreadable } from '../errors.ts';
import { configPath, OPTION_NAME, PROFILE_NAME } from './paths.ts';

const baseUrlSchema = z
  .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

/** One target: where the API is, the language, and option values used when a command omits them. */
export const profileSchema = z.strictObject({
  baseUrl: baseUrlSchema.optional(),
  lang: z.enum(LANGUAGES).optional(),
  defaults: z.record(z.string().regex(OPTION_NAME), z.string()).default({}),
});
export type ProfileConfig = z.infer<typeof profileSchema>;

export const configSchema = z.strictObject({
  /** The profile used without --profile or SELF_STORAGE_PROFILE (`config use`). */
  current: z.string().regex(PROFILE_NAME).optional(),
  profiles: z.record(z.string().regex(PROFILE_NAME), profileSchema).default({}),
});
export type Config = z.infer<typeof configSchema>;

export const EMPTY_CONFIG: Config = { profiles: {} };

/** The config file, validated; a missing file is an empty config, a broken one a usage error. */
export const readConfig = (env: NodeJS.ProcessEnv): Config => {
  const path = configPath(env);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_CONFIG;
    throw unreadable('config_invalid', path, error);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new CliError('config_invalid', `${path} is not JSON; fix it or remove it`, {
      key: 'cli.details.problems.configNotJson',
      vars: { path, format: 'JSON' },
      cause,
    });
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problem = z.prettifyError(parsed.error);
    throw new CliError('config_invalid', `${path} is not a valid config: ${problem}`, {
      key: 'cli.details.problems.configInvalid',
      vars: { path, problem },
    });
  }
  return parsed.data;
};

/** Written through a temporary file and a rename, readable by its owner only (0600). */
export const writeConfig = (env: NodeJS.ProcessEnv, config: Config): string => {
  const path = configPath(env);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(configSchema.parse(config), null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  return path;
};

/** Checks a value for a profile key the way the file is checked; a bad one is a usage error. */
export const parseProfileValue = <K extends 'baseUrl' | 'lang'>(key: K, value: string): ProfileConfig[K] => {
  const parsed = profileSchema.shape[key].safeParse(value);
  if (!parsed.success) {
    const problem = z.prettifyError(parsed.error);
    throw new CliError('usage', `${value} is not a valid ${key}: ${problem}`, {
      key: 'cli.details.problems.valueInvalid',
      vars: { value, key, problem },
    });
  }
  return parsed.data as ProfileConfig[K];
};
