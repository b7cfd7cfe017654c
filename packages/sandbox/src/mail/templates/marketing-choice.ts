import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** The marketing consent given or withdrawn, confirmed. */
export const marketingChoiceMail = (reader: Reader, data: { granted: boolean }): MailParts =>
  composeMail(reader, text('server.mail.marketingChoice.subject'), [
    data.granted ? text('server.mail.marketingChoice.optedIn') : text('server.mail.marketingChoice.optedOut'),
  ]);
