import { SAVED_AT_HEADER } from './offline-protocol.ts';

/**
 * Which bookings the app shows from the service worker's offline copy (src/worker), and since
 * when: a reply marked SAVED_AT_HEADER was answered from it because the network failed. A reply
 * from the network for the same booking clears the mark.
 */
export interface OfflineReads {
  /** When the server gave the reply of booking `customerServiceId` shown now, if it is a kept one. */
  savedAt(customerServiceId: number): string | undefined;
  subscribe(listener: () => void): () => void;
}

interface NotedReads extends OfflineReads {
  note(customerServiceId: number, savedAt: string | undefined): void;
}

export const createOfflineReads = (): NotedReads => {
  const saved = new Map<number, string>();
  const listeners = new Set<() => void>();
  return {
    savedAt: (id) => saved.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    note(id, savedAt) {
      if (saved.get(id) === savedAt) return;
      if (savedAt === undefined) saved.delete(id);
      else saved.set(id, savedAt);
      for (const listener of listeners) listener();
    },
  };
};

/** The booking a call is about, from its JSON body. */
const bookingOf = (body: unknown): number | undefined => {
  if (typeof body !== 'string') return undefined;
  try {
    const id: unknown = (JSON.parse(body) as { customer_service_id?: unknown }).customer_service_id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
};

/** A fetch for the API client that notes, for each booking's call, whether its reply was a kept one. */
export const withOfflineMarks =
  (fetch: typeof globalThis.fetch, reads: NotedReads): typeof globalThis.fetch =>
  async (input, init) => {
    const reply = await fetch(input, init);
    const id = bookingOf(init?.body);
    if (id !== undefined) reads.note(id, reply.headers.get(SAVED_AT_HEADER) ?? undefined);
    return reply;
  };
