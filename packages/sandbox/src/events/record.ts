import type { EventType, RentalEvent } from '@self-storage/core';
import { insertEvent } from '../data/events.ts';
import { queueDeliveries } from '../data/webhooks.ts';
import type { Store } from '../db/store.ts';
import type { Webhooks } from './webhooks.ts';

/** What recording needs of a sandbox (its context, named here so the context may name these modules). */
export interface Recording {
  store: Store;
  now: () => number;
  webhooks: Pick<Webhooks, 'soon'>;
}

/** What an event of this type carries: the booking as the API shows it, and what the change was about. */
export type EventData<T extends EventType> = Extract<RentalEvent, { type: T }>['data'];

/**
 * Records that a rental changed, by the sandbox's clock, and queues its delivery to every webhook
 * endpoint; the deliveries go out once the caller's transaction has ended. `onceKey` makes a
 * change found by a sweep recorded once however often the sweep runs.
 */
export const record = <T extends EventType>(
  ctx: Recording,
  type: T,
  data: EventData<T>,
  onceKey?: string,
): void => {
  const createdAt = ctx.now();
  const event = insertEvent(
    ctx.store,
    { type, bookingId: data.booking.customerService_id, createdAt, ...(onceKey ? { onceKey } : {}) },
    (id) => JSON.stringify({ id: `evt_${id}`, type, created_at: new Date(createdAt).toISOString(), data }),
  );
  if (!event) return;
  if (queueDeliveries(ctx.store, event.id, createdAt).length > 0) ctx.webhooks.soon();
};
