import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** After logout-all: every session and sign-in link of the account ended. */
export const signedOutEverywhereMail = (reader: Reader): MailParts =>
  composeMail(reader, text('server.mail.signedOutEverywhere.subject'), [
    text('server.mail.signedOutEverywhere.body'),
  ]);
