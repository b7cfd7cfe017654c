import type { Hono } from 'hono';
import { httpFailure } from '../errors.ts';
import { readJson } from '../http/errors.ts';
import type { Entry, SandboxRegistry } from '../sandboxes/registry.ts';

/** Longest name a sandbox may be given (shown in lists, e.g. a CI job's name). */
const MAX_NAME = 80;

const view = (registry: SandboxRegistry, entry: Entry) => ({
  id: entry.id,
  name: entry.name,
  apiUrl: entry.addresses.api,
  webUrl: entry.addresses.web,
  createdAt: new Date(entry.createdAt).toISOString(),
  lastUsedAt: new Date(entry.lastUsed).toISOString(),
  expiresAt: new Date(registry.expiresAt(entry)).toISOString(),
});

const nameOf = (body: unknown): string => {
  const name = typeof body === 'object' && body !== null ? (body as { name?: unknown }).name : undefined;
  if (name === undefined) return '';
  if (typeof name !== 'string' || name.length > MAX_NAME || /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(name)) {
    throw httpFailure(
      'invalid_request',
      `name must be text of at most ${MAX_NAME} characters, without control characters.`,
    );
  }
  return name.trim();
};

/**
 * POST /sandbox/sandboxes makes a sandbox of its own (201: its id, API and web URLs, and its key
 * when the server has one: shown this once); GET lists them; DELETE /sandbox/sandboxes/:id
 * removes one and its data. Only on the default sandbox, behind the server's control key.
 */
export const registerSandboxControls = (app: Hono, registry: SandboxRegistry): void => {
  app.post('/sandbox/sandboxes', async (c) => {
    // The body is optional: `{}`, or `{"name": "ci-1234"}`.
    const name = nameOf(await readJson(c).catch(() => ({})));
    const { entry, key } = await registry.create(name);
    return c.json({ ...view(registry, entry), ...(key ? { key } : {}) }, 201);
  });
  app.get('/sandbox/sandboxes', (c) =>
    c.json({ sandboxes: registry.list().map((entry) => view(registry, entry)) }),
  );
  app.delete('/sandbox/sandboxes/:id', async (c) => {
    const id = c.req.param('id');
    if (!(await registry.delete(id))) return c.json({ error: `No sandbox ${id} on this server.` }, 404);
    return c.json({ deleted: id });
  });
};
