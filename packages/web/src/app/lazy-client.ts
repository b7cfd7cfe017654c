import type { Language, SelfStorageClient } from '@self-storage/core';

/**
 * The API client with its code (ofetch and the zod contract, a third of the app's JavaScript) in a
 * chunk of its own, loaded when a screen first needs it: the public pages paint and hydrate without.
 */
export interface LazyClient {
  /** Loads the code once; every call resolves to the same client. */
  load(): Promise<SelfStorageClient>;
  /** The client once a load has finished, else undefined. */
  current(): SelfStorageClient | undefined;
}

export const createLazyClient = (baseUrl: () => string, language: () => Language): LazyClient => {
  let client: SelfStorageClient | undefined;
  let loading: Promise<SelfStorageClient> | undefined;
  return {
    load() {
      loading ??= import('./client-code.ts').then(
        ({ SelfStorageClient }) => {
          client = new SelfStorageClient({ baseUrl: baseUrl(), language });
          return client;
        },
        (error: unknown) => {
          // A failed chunk fetch (offline) is tried again on the next call.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => client,
  };
};
