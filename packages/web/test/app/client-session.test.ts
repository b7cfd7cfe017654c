import { createSessionStore, MemoryStorage, SelfStorageError } from '@self-storage/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/app/client-code.ts';

const OK = { response_code: 200, response_message: 'OK' };
const BASE = 'http://localhost';

/** A fetch answering each API path with its reply, keeping the bodies sent. */
const serve = (replies: Record<string, unknown>) => {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    return Response.json(replies[path.replace('/api/self-storage', '')]);
  });
  return bodies;
};

const failure = async (promise: Promise<unknown>): Promise<SelfStorageError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SelfStorageError);
  return error as SelfStorageError;
};

let session: ReturnType<typeof createSessionStore>;
beforeEach(() => {
  vi.stubGlobal('window', {});
  session = createSessionStore({ storage: new MemoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the web app's client", () => {
  it("sends the session store's token on the calls that need one, and a given one instead", async () => {
    const sent = serve({ '/booking/booking-service': { ...OK, datas: [] } });
    session.signIn('tok-1');
    const client = createClient(BASE, () => 'th', session);
    await client.booking.history({});
    session.signIn('tok-2');
    await client.booking.history({});
    await client.booking.history({ token: 'given' });
    expect(sent).toEqual([{ token: 'tok-1' }, { token: 'tok-2' }, { token: 'given' }]);
  });

  it('fails with session_expired, sending nothing, when the store is signed out', async () => {
    const sent = serve({});
    const client = createClient(BASE, () => 'th', session);
    expect((await failure(client.booking.history({}))).code).toBe('session_expired');
    expect(sent).toEqual([]);
  });

  // The login form and the deep links sign in once their own checks pass; useFailure ends a
  // refused session as it shows the session-expired dialog.
  it('leaves signing in and ending a refused session to the app', async () => {
    serve({
      '/customer/login': { ...OK, datas: { token: 'tok-3' } },
      '/booking/booking-service': { response_code: 401, response_message: 'Token expired' },
    });
    const client = createClient(BASE, () => 'th', session);
    expect(await client.customer.login({ username: 'a@example.com', password: 'secret-1' })).toBe('tok-3');
    expect(session.getSnapshot().status).toBe('anonymous');
    session.signIn('old');
    expect((await failure(client.booking.history({}))).code).toBe('session_expired');
    expect(session.token()).toBe('old');
  });
});
