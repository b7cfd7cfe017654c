import { text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface MoveOutNotice {
  bookingNumber: string;
  moveOutDate: string;
  /** When the refund is paid (the day after the move-out date). */
  refundDate: string;
  cancelledBills: readonly { installmentNo: number; dueDate: string }[];
  /** Satang. */
  refund: number;
  owed: number;
  /** The key card deposit, returned on the refund date. */
  deposit: number;
}

/** move-out: the notice given, what it cancels, refunds and leaves to pay. */
export const moveOutNoticeMail = (reader: Reader, data: MoveOutNotice): MailParts => {
  const date = dateText(data.moveOutDate);
  const refund = bahtText(data.refund);
  const owed = bahtText(data.owed);
  const refundOn = dateText(data.refundDate);
  return composeMail(
    reader,
    text('server.mail.moveOutNotice.subject', { bookingNumber: data.bookingNumber }),
    [
      text('server.mail.moveOutNotice.received', { date }),
      ...data.cancelledBills.map((b) =>
        text('server.mail.moveOutNotice.billCancelled', {
          installmentNo: b.installmentNo,
          dueDate: dateText(b.dueDate),
        }),
      ),
      ...(data.refund > 0 ? [text('server.mail.moveOutNotice.refund', { refund, refundOn })] : []),
      ...(data.deposit > 0
        ? [
            text('server.mail.moveOutNotice.depositBack', {
              deposit: bahtText(data.deposit),
              refundOn,
            }),
          ]
        : []),
      ...(data.owed > 0 ? [text('server.mail.moveOutNotice.owed', { owed })] : []),
      text('server.mail.moveOutNotice.withdrawUntil', { date }),
    ],
  );
};
