import type { SandboxContext } from '../context.ts';
import { say, type Text } from '../language/text.ts';
import { mailHtml } from './html.ts';
import { recipientOf } from './recipient.ts';

/** A mail to a customer, in the customer's language, as text and HTML (as bookings/create.ts sends them). */
export const mailCustomer = (
  ctx: SandboxContext,
  customerId: number,
  subject: Text,
  paragraphs: readonly Text[],
) => {
  const to = recipientOf(ctx, customerId);
  if (!to) return;
  const lines = paragraphs.map((p) => say(p, to.language));
  ctx.mailer.send({
    to: to.email,
    subject: say(subject, to.language),
    text: lines.join('\n'),
    html: mailHtml(to.language, lines),
  });
};
