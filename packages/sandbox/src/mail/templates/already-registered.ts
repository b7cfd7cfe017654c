import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** To an account's owner when someone asks a registration code for its email. */
export const alreadyRegisteredMail = (reader: Reader, data: { loginUrl: string }): MailParts =>
  composeMail(
    reader,
    text('server.mail.alreadyRegistered.subject'),
    [text('server.mail.alreadyRegistered.body')],
    { label: text('server.mail.actions.logIn'), url: data.loginUrl },
  );
