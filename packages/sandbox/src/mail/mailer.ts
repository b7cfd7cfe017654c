import nodemailer, { type Transporter } from 'nodemailer';
import { insertMail } from '../data/outbox.ts';
import type { Store } from '../db/store.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part, always there. */
  text: string;
  /** The HTML part, beside the text. */
  html?: string;
  attachments?: readonly MailAttachment[];
}

const FROM = 'Self-storage sandbox <no-reply@self-storage.test>';
/**
 * SMTP connections one sandbox's mailer holds at most (a pool, each connection reused for many
 * mails): a burst of one sandbox's mails queues behind its own, never opening a connection a
 * mail, and another sandbox's mailer has connections of its own.
 */
const SMTP_CONNECTIONS = 2;

/**
 * Every mail lands in the `outbox` table (read back through GET /sandbox/mail); with an SMTP URL
 * it is also delivered, over at most `SMTP_CONNECTIONS` at once. Delivery runs in the background: a
 * slow SMTP server never holds a reply.
 */
export class Mailer {
  readonly #store: Store;
  readonly #now: () => number;
  readonly #log: (line: string) => void;
  readonly #transport: Transporter | undefined;

  constructor(options: { store: Store; now: () => number; log: (line: string) => void; smtpUrl?: string }) {
    this.#store = options.store;
    this.#now = options.now;
    this.#log = options.log;
    this.#transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS })
      : undefined;
  }

  send(mail: Mail): void {
    insertMail(this.#store, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      sentAt: this.#now(),
      attachments: mail.attachments ?? [],
    });
    this.#transport
      ?.sendMail({ from: FROM, ...mail, attachments: mail.attachments?.map((a) => ({ ...a })) })
      .catch((error: unknown) => {
        // The code only: an SMTP error can quote the message, which may hold a code or password.
        const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
        this.#log(`mail: SMTP delivery failed (${code})`);
      });
  }

  close(): void {
    this.#transport?.close();
  }
}
