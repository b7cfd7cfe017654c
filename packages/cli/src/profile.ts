import { homedir } from 'node:os';
import { join } from 'node:path';
import type { KeyValueStorage, SessionStore } from '@self-storage/core';
import { createSessionStore } from '@self-storage/core';
import { FileStorage } from '@self-storage/core/node';
import { CliError } from './errors.ts';

/** Kept beside core's session entry: the session itself holds only the token and its expiry. */
const EMAIL_KEY = 'email';
const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** `$SELF_STORAGE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/self-storage`, else `~/.config/self-storage`. */
const configDir = (env: NodeJS.ProcessEnv): string =>
  env.SELF_STORAGE_CONFIG_DIR || join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'self-storage');

/** Profile names become file names, so they are restricted to a safe alphabet. */
const profilePath = (name: string, env: NodeJS.ProcessEnv): string => {
  if (!PROFILE_NAME.test(name)) {
    throw new CliError('usage', `Invalid profile name "${name}": use letters, digits, ".", "_" and "-"`);
  }
  return join(configDir(env), 'profiles', `${name}.json`);
};

/** One saved login: core's session store (12-hour expiry) over a 0600 file, plus the email. */
export interface Profile {
  readonly name: string;
  readonly session: SessionStore;
  email(): string | undefined;
  signIn(token: string, email: string | undefined): void;
  signOut(): void;
}

export const openProfile = (name: string, env: NodeJS.ProcessEnv): Profile => {
  const storage: KeyValueStorage = new FileStorage(profilePath(name, env));
  const session = createSessionStore({ storage });
  return {
    name,
    session,
    email: () => (session.token() === undefined ? undefined : (storage.getItem(EMAIL_KEY) ?? undefined)),
    signIn(token, email) {
      session.signIn(token);
      if (email) storage.setItem(EMAIL_KEY, email);
      else storage.removeItem(EMAIL_KEY);
    },
    signOut() {
      session.signOut();
      storage.removeItem(EMAIL_KEY);
    },
  };
};
