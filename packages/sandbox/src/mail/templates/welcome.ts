import { type Text, text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** A branch as the welcome mail lists it: its name, address and phone, in both languages. */
export interface WelcomeBranch {
  name: Text;
  address: Text;
  phone: string;
}

/** register: the account is open; what the customer can do next, and where the branches are. */
export const welcomeMail = (
  reader: Reader,
  data: { branches: readonly WelcomeBranch[]; serviceUrl: string; corporate: boolean },
): MailParts =>
  composeMail(
    reader,
    text('server.mail.welcome.subject'),
    [
      text('server.mail.welcome.ready'),
      text('server.mail.welcome.nextSteps'),
      ...(data.corporate ? [text('server.mail.welcome.companies')] : []),
      text('server.mail.welcome.branchesTitle'),
      ...data.branches.map((b) =>
        text('server.mail.welcome.branch', { name: b.name, address: b.address, phone: b.phone }),
      ),
    ],
    { label: text('server.mail.actions.bookUnit'), url: data.serviceUrl },
  );
