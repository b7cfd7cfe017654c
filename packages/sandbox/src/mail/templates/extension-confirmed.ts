import { text } from '../../language/text.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** An extension's bills due now are paid: the booking's end moved. */
export const extensionConfirmedMail = (
  reader: Reader,
  data: { bookingNumber: string; endDate: string },
): MailParts => {
  const end = dateText(data.endDate);
  return composeMail(
    reader,
    text('server.mail.extensionConfirmed.subject', { bookingNumber: data.bookingNumber }),
    [text('server.mail.extensionConfirmed.body', { end })],
  );
};
