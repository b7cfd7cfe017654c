import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** After logout-all: every session and sign-in link of the account ended. */
export const signedOutEverywhereMail = (reader: Reader): MailParts =>
  composeMail(reader, text('ออกจากระบบทุกอุปกรณ์แล้ว', 'Signed out everywhere'), [
    text('บัญชีของคุณออกจากระบบในทุกอุปกรณ์แล้ว', 'Your account was signed out on every device.'),
  ]);
