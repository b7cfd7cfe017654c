import type { Store } from '../db/store.ts';
import { blob, columns, integer, maybe, nullable, text } from './row.ts';

/** Tables `outbox` and `outbox_attachments`: every mail the sandbox sent. */

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: number;
  attachments: readonly { filename: string; contentType: string; content: Uint8Array }[];
}

export const insertMail = (store: Store, mail: OutboxMail): void => {
  const { lastInsertRowid } = store.run(
    'INSERT INTO outbox (to_address, subject, text, html, sent_at) VALUES (?, ?, ?, ?, ?)',
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    mail.sentAt,
  );
  for (const attachment of mail.attachments) {
    store.run(
      'INSERT INTO outbox_attachments (outbox_id, filename, content_type, content) VALUES (?, ?, ?, ?)',
      lastInsertRowid,
      attachment.filename,
      attachment.contentType,
      attachment.content,
    );
  }
};

const parseMail = columns({
  id: integer,
  to_address: text,
  subject: text,
  text,
  html: nullable(text),
  sent_at: integer,
});
export type MailRow = ReturnType<typeof parseMail>;

/** The mails sent, oldest first: all of them, or those to one address. */
export const listMails = (store: Store, to?: string): MailRow[] =>
  (to === undefined
    ? store.all('SELECT id, to_address, subject, text, html, sent_at FROM outbox ORDER BY id')
    : store.all(
        'SELECT id, to_address, subject, text, html, sent_at FROM outbox WHERE to_address = ? ORDER BY id',
        to,
      )
  ).map(parseMail);

export const findMail = (store: Store, id: number): MailRow | undefined =>
  maybe(
    parseMail,
    store.get('SELECT id, to_address, subject, text, html, sent_at FROM outbox WHERE id = ?', id),
  );

const parseAttachment = columns({ filename: text, content_type: text, content: blob });

export const attachmentsOf = (store: Store, mailId: number): ReturnType<typeof parseAttachment>[] =>
  store
    .all(
      'SELECT filename, content_type, content FROM outbox_attachments WHERE outbox_id = ? ORDER BY rowid',
      mailId,
    )
    .map(parseAttachment);
