import { text } from '../../language/text.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';
import { type Arrears, howToPayLine, owedLine } from './bill-reminders.ts';

export interface AccessSuspended extends Arrears {
  graceDays: number;
  /** Days after the suspension, and the day, after which unpaid arrears let the goods be removed (the terms). */
  removalDays: number;
  removalFrom: string;
}

/** The overdue policy's last step: what happened, what is owed, how to pay, what the terms say. */
export const accessSuspendedMail = (reader: Reader, data: AccessSuspended): MailParts => {
  const [bill] = data.bills;
  const [due, from, removal] = [dateText(bill.dueDate), dateText(data.suspendOn), dateText(data.removalFrom)];
  return composeMail(
    reader,
    text('server.mail.accessSuspended.subject', { bookingNumber: data.bookingNumber }),
    [
      text('server.mail.accessSuspended.why', {
        installmentNo: bill.installmentNo,
        due,
        graceDays: data.graceDays,
        from,
      }),
      owedLine(data),
      howToPayLine(data),
      text('server.mail.accessSuspended.restoredWhenPaid'),
      text('server.mail.accessSuspended.removal', { removal, removalDays: data.removalDays }),
    ],
    {
      label: text('server.mail.actions.payBooking', { bookingNumber: data.bookingNumber }),
      url: data.payUrl,
    },
  );
};

/** A suspended booking paid up: access is back at once. */
export const accessRestoredMail = (
  reader: Reader,
  data: { bookingNumber: string; bookingUrl: string },
): MailParts =>
  composeMail(
    reader,
    text('server.mail.accessSuspended.restoredSubject', { bookingNumber: data.bookingNumber }),
    [text('server.mail.accessSuspended.restored')],
    { label: text('server.mail.actions.seeBooking'), url: data.bookingUrl },
  );
