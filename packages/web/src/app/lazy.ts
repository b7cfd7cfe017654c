/**
 * A service whose code is a chunk of its own, loaded when a screen first needs it: the public
 * pages paint and hydrate without it. A screen reads `current()` and suspends on `load()` until then.
 */
export interface Lazy<T> {
  /** Loads the code once; every call resolves to the same instance. */
  load(): Promise<T>;
  /** The instance once a load has finished, else undefined. */
  current(): T | undefined;
}

export const lazy = <T>(create: () => Promise<T>): Lazy<T> => {
  let instance: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= create().then(
        (created) => (instance = created),
        (error: unknown) => {
          // A failed chunk fetch (offline) is tried again on the next call.
          loading = undefined;
          throw error;
        },
      )),
    current: () => instance,
  };
};
