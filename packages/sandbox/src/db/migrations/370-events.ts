import type { Migration } from './migration.ts';

/** Events of the rentals, the webhook endpoints a tester registers and each delivery's attempts. */
export const migration: Migration = {
  version: 370,
  name: 'events, webhook endpoints, deliveries and their attempts',
  sql: `
    -- What happened to a rental, as sent: the whole event as JSON, read back unchanged. Its
    -- booking is named without a key, so an event outlives what it tells of. "once_key" makes a
    -- change seen by a sweep (a hold that lapsed) recorded once however often the sweep runs.
    CREATE TABLE events (
      id INTEGER PRIMARY KEY,
      type TEXT NOT NULL,
      booking_id INTEGER,
      payload TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      once_key TEXT UNIQUE
    ) STRICT;
    CREATE INDEX events_by_type ON events (type, id);
    CREATE INDEX events_by_booking ON events (booking_id, type);
    -- The secret signs the deliveries, so it is kept as given (shown to the tester once).
    CREATE TABLE webhook_endpoints (
      id INTEGER PRIMARY KEY,
      url TEXT NOT NULL CHECK (url LIKE 'http://%' OR url LIKE 'https://%'),
      secret TEXT NOT NULL,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE webhook_deliveries (
      id INTEGER PRIMARY KEY,
      event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
      endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      next_attempt_at INTEGER CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL)),
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_by_event ON webhook_deliveries (event_id);
    CREATE TABLE webhook_attempts (
      id INTEGER PRIMARY KEY,
      delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempted_at INTEGER NOT NULL,
      http_status INTEGER,
      error TEXT
    ) STRICT;
    CREATE INDEX webhook_attempts_by_delivery ON webhook_attempts (delivery_id, id);
  `,
};
