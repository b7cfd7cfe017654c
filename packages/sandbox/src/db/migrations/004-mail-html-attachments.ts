import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 4,
  name: 'mails as HTML beside their text, with attachments',
  sql: `
    ALTER TABLE outbox ADD COLUMN html TEXT;
    CREATE TABLE outbox_attachments (
      outbox_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
      filename TEXT NOT NULL,
      content_type TEXT NOT NULL,
      content BLOB NOT NULL
    ) STRICT;
    CREATE INDEX outbox_attachments_by_mail ON outbox_attachments (outbox_id);
  `,
};
