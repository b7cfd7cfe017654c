import * as z from 'zod';

/**
 * A schema built the first time anything touches it. Building all of the contract's object
 * schemas held a signed-in page's main thread for about 57 ms as its code was evaluated (four
 * times that on a slow phone), and slowed every CLI start, where a screen or a command parses a
 * handful of them. Until then it is an empty proxy; after, every property, method and
 * `instanceof` answers as the built schema. Its type is the built schema's, so callers,
 * `z.infer` and the declarations are as before.
 */
export const lazySchema = <T extends z.ZodType>(build: () => T): T => {
  let built: T | undefined;
  const schema = (): T => {
    if (built) return built;
    built = build();
    // Metadata (an OpenAPI description) is kept by object identity: the proxy is the schema
    // that parents and registries hold, so it carries the built one's metadata too.
    const meta = z.globalRegistry.get(built);
    if (meta) z.globalRegistry.add(proxy, meta);
    return built;
  };
  const proxy: T = new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The proxy's own target is an empty object, so every property is reported configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return proxy;
};
