import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 8,
  name: 'the promotion code a booking was made with',
  sql: `
    -- The promotion's code beside its names: the booking detail shows both.
    ALTER TABLE bookings ADD COLUMN promo_code TEXT;
  `,
};
