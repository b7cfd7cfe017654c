import { perLanguage, type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** What the withdrawal changed for the bills: those the notice had cancelled are due again, or none were. */
const billsLine = (bills: readonly { amount: number; due: string }[]): Text => {
  if (bills.length === 0) return text('server.mail.moveOutWithdrawn.noBillsCancelled');
  const lines = bills.map((bill) => {
    const amount = bahtText(bill.amount);
    const due = dateText(bill.due);
    return text('server.mail.moveOutWithdrawn.bill', { amount, due });
  });
  const list = perLanguage((language) => lines.map((line) => line[language]).join('\n'));
  return bills.length === 1
    ? text('server.mail.moveOutWithdrawn.billDueAgain', { lines: list })
    : text('server.mail.moveOutWithdrawn.billsDueAgain', { count: bills.length, lines: list });
};

/** move-out-withdraw: the rental ends as before; the bills the notice cancelled, if any, are due again. */
export const moveOutWithdrawnMail = (
  reader: Reader,
  data: { bookingNumber: string; endDate: string; bills: readonly { amount: number; due: string }[] },
): MailParts => {
  const end = dateText(data.endDate);
  return composeMail(
    reader,
    text('server.mail.moveOutWithdrawn.subject', { bookingNumber: data.bookingNumber }),
    [text('server.mail.moveOutWithdrawn.body', { end }), billsLine(data.bills)],
  );
};
