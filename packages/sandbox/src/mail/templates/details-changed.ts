import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** After update-profile: the owner hears of every change, in case it was not them. */
export const detailsChangedMail = (reader: Reader): MailParts =>
  composeMail(reader, text('server.mail.detailsChanged.subject'), [text('server.mail.detailsChanged.body')]);
