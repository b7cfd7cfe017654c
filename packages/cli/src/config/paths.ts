import { homedir } from 'node:os';
import { join } from 'node:path';

/** `$SELF_STORAGE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/self-storage`, else `~/.config/self-storage`. */
export const configDir = (env: NodeJS.ProcessEnv): string =>
  env.SELF_STORAGE_CONFIG_DIR || join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'self-storage');

export const configPath = (env: NodeJS.ProcessEnv): string => join(configDir(env), 'config.json');

/** Profile names become file names, so they are restricted to a safe alphabet. */
export const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A long option's name without its dashes, as `config set defaults.<name>` takes it. */
export const OPTION_NAME = /^[a-z][a-z0-9-]{0,63}$/;
