import { join } from 'node:path';
import type { KeyValueStorage, SessionStore } from '@self-storage/core';
import { createSessionStore, STORAGE_KEYS } from '@self-storage/core';
import { FileStorage } from '@self-storage/core/node';
import { configDir } from './config/paths.ts';

/**
 * A profile's saved logins, one per server: a token is kept under the address of the server that
 * issued it and read only when talking to that same server, so it is never sent anywhere else,
 * and a refusal from another server cannot sign it out.
 */
export interface Profile {
  readonly name: string;
  /** The server this run talks to, whose session `session` is. */
  readonly server: string;
  readonly session: SessionStore;
  email(): string | undefined;
  signIn(token: string, email: string | undefined): void;
  signOut(): void;
}

export const profilePath = (name: string, env: NodeJS.ProcessEnv): string =>
  join(configDir(env), 'profiles', `${name}.json`);

/** Storage keys of one server's session and email inside a profile's file. */
export const sessionKeys = (server: string) => ({
  session: `${STORAGE_KEYS.session}@${server}`,
  email: `email@${server}`,
});

export const openProfile = (name: string, server: string, env: NodeJS.ProcessEnv): Profile => {
  const storage: KeyValueStorage = new FileStorage(profilePath(name, env));
  const keys = sessionKeys(server);
  const session = createSessionStore({ storage, key: keys.session });
  return {
    name,
    server,
    session,
    email: () => (session.token() === undefined ? undefined : (storage.getItem(keys.email) ?? undefined)),
    signIn(token, email) {
      session.signIn(token);
      if (email) storage.setItem(keys.email, email);
      else storage.removeItem(keys.email);
    },
    signOut() {
      session.signOut();
      storage.removeItem(keys.email);
    },
  };
};
