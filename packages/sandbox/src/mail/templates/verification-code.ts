import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** The code that verifies an email before registering. */
export const verificationCodeMail = (reader: Reader, data: { code: string }): MailParts =>
  composeMail(reader, text('server.mail.verificationCode.subject'), [
    text('server.mail.verificationCode.body', { code: data.code }),
  ]);
