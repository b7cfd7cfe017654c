import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** forget-password's mail: a password that works once beside the current one. */
export const newPasswordMail = (reader: Reader, data: { password: string; loginUrl: string }): MailParts =>
  composeMail(
    reader,
    text('server.mail.newPassword.subject'),
    [text('server.mail.newPassword.body', { password: data.password })],
    { label: text('server.mail.actions.logIn'), url: data.loginUrl },
  );
