import type { Language, SelfStorageClient } from '@self-storage/core';
import { type Lazy, lazy } from './lazy.ts';

/** The API client with its code (ofetch and the zod contract, a third of the app's JavaScript). */
export type LazyClient = Lazy<SelfStorageClient>;

export const createLazyClient = (baseUrl: () => string, language: () => Language): LazyClient =>
  lazy(() =>
    import('./client-code.ts').then(
      ({ SelfStorageClient }) => new SelfStorageClient({ baseUrl: baseUrl(), language }),
    ),
  );
