import type { Store } from '../db/store.ts';
import { columns, integer, maybe, text } from './row.ts';

/** Table `invoice_reminders`: which step of the overdue policy each bill had (each kind once). */

const parseKind = columns({ kind: text });

/** The kinds of step the bill had. */
export const remindersOf = (store: Store, invoiceId: number): string[] =>
  store
    .all('SELECT kind FROM invoice_reminders WHERE invoice_id = ?', invoiceId)
    .map((row) => parseKind(row).kind);

export const recordReminder = (store: Store, invoiceId: number, kind: string, at: number): void => {
  store.run(
    'INSERT INTO invoice_reminders (invoice_id, kind, sent_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
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
