import type { Store } from '../db/store.ts';
import { exists } from './row.ts';

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
