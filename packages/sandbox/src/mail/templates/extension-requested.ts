import { text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { bangkokDateTimeText, dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface ExtensionRequested {
  bookingNumber: string;
  endDate: string;
  /** Satang: the extension's price, and what is due now. */
  total: number;
  dueNow: number;
  /** When the unpaid extension lapses (epoch ms). */
  payBy: number;
}

/** extend: the extension is held until it is paid. */
export const extensionRequestedMail = (reader: Reader, data: ExtensionRequested): MailParts => {
  const now = bahtText(data.dueNow);
  const total = bahtText(data.total);
  const deadline = bangkokDateTimeText(data.payBy);
  const end = dateText(data.endDate);
  return composeMail(
    reader,
    text('server.mail.extensionRequested.subject', { bookingNumber: data.bookingNumber }),
    [
      text('server.mail.extensionRequested.asked', {
        bookingNumber: data.bookingNumber,
        end,
        total,
      }),
      text('server.mail.extensionRequested.payBy', { now, deadline }),
    ],
  );
};
