/**
 * The passphrase of service links, served by the app's own origin (SPEC section 7: "a key
 * fetched locally"), never built into the bundle.
 */
export const loadIdentifyKey = async (): Promise<string> => {
  const response = await fetch('/identify-key', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`GET /identify-key answered ${response.status}`);
  const body = (await response.json()) as { key?: unknown };
  if (typeof body.key !== 'string') throw new Error('GET /identify-key sent no key');
  return body.key;
};
