import type { Store } from '../db/store.ts';
import { say, type Text } from '../language/text.ts';
import { mailHtml, mailText } from './html.ts';
import type { Mail } from './mailer.ts';
import { type Recipient, recipientOf } from './recipient.ts';

/** The main action of a mail in both languages: its button's label and where it leads. */
export interface Action {
  label: Text;
  url: string;
}

/** Whom a mail is written for: their language, and the name it greets (none before registering). */
export type Reader = Pick<Recipient, 'language' | 'name'> & Partial<Pick<Recipient, 'corporate'>>;

/** A mail as its reader reads it, before it is addressed. */
export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail in its reader's language, in the one branded layout (mail/html.ts): greeted by name,
 * its paragraphs, its main action as a button, as text and HTML. Every template
 * (mail/templates/) writes through it; dates in it are written as the screens write them
 * (time.ts: `dateText`, `bangkokDateTimeText`).
 */
export const composeMail = (
  reader: Reader,
  subject: Text,
  paragraphs: readonly Text[],
  action?: Action,
): MailParts => {
  const content = {
    language: reader.language,
    name: reader.name,
    corporate: reader.corporate === true,
    paragraphs: paragraphs.map((p) => say(p, reader.language)),
    action: action && { label: say(action.label, reader.language), url: action.url },
  };
  return { subject: say(subject, reader.language), text: mailText(content), html: mailHtml(content) };
};

/** Sends a template's mail to a customer by id (nothing when the account is gone). */
export const mailCustomer = (
  ctx: { store: Store; mailer: { send(mail: Mail): void } },
  customerId: number,
  write: (reader: Reader) => MailParts,
): void => {
  const to = recipientOf(ctx, customerId);
  if (to) ctx.mailer.send({ to: to.email, ...write(to) });
};
