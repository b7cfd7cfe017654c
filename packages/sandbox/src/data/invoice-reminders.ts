import type { Store } from '../db/store.ts';
import { columns, exists, integer, maybe } from './row.ts';

/** Table `invoice_reminders`: which reminder of each bill was mailed (each kind once). */

export const reminderSent = (store: Store, invoiceId: number, kind: string): boolean =>
  exists(store.get('SELECT 1 FROM invoice_reminders WHERE invoice_id = ? AND kind = ?', invoiceId, kind));

export const recordReminder = (store: Store, invoiceId: number, kind: string, at: number): void => {
  store.run(
    'INSERT OR IGNORE INTO invoice_reminders (invoice_id, kind, sent_at) VALUES (?, ?, ?)',
    invoiceId,
    kind,
    at,
  );
};

const parseSentAt = columns({ sent_at: integer });

/** When a reminder of this kind was mailed for the bill, if it was. */
export const reminderSentAt = (store: Store, invoiceId: number, kind: string): number | undefined =>
  maybe(
    parseSentAt,
    store.get('SELECT sent_at FROM invoice_reminders WHERE invoice_id = ? AND kind = ?', invoiceId, kind),
  )?.sent_at;
