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

/**
 * A mail to a customer in their language, in the one branded layout (mail/html.ts): greeted by
 * name, its paragraphs, its main action as a button, as text and HTML. Every mail is made here;
 * dates in it are written as the screens write them (time.ts: `dateText`, `bangkokDateTimeText`).
 */
export const customerMail = (
  to: Recipient,
  subject: Text,
  paragraphs: readonly Text[],
  action?: Action,
): Mail => {
  const content = {
    language: to.language,
    name: to.name,
    paragraphs: paragraphs.map((p) => say(p, to.language)),
    action: action && { label: say(action.label, to.language), url: action.url },
  };
  return {
    to: to.email,
    subject: say(subject, to.language),
    text: mailText(content),
    html: mailHtml(content),
  };
};

/** Sends `customerMail` to a customer by id (nothing when the account is gone). */
export const mailCustomer = (
  ctx: { store: Store; mailer: { send(mail: Mail): void } },
  customerId: number,
  subject: Text,
  paragraphs: readonly Text[],
  action?: Action,
) => {
  const to = recipientOf(ctx, customerId);
  if (to) ctx.mailer.send(customerMail(to, subject, paragraphs, action));
};
