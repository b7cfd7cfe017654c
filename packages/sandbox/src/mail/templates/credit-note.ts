import { type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface CreditNoteIssued {
  bookingNumber: string;
  /** The credit note's number, and the satang it refunds. */
  number: string;
  refund: number;
  moveOutDate: string;
  /** The deposits returned with the refund, as the rental's account names them; satang. */
  depositReturns: readonly { name: Text; amount: number }[];
  bookingUrl: string;
}

/** The refund mail: the money paid back and why; the sender attaches the credit note. */
export const creditNoteMail = (reader: Reader, data: CreditNoteIssued): MailParts => {
  const amount = bahtText(data.refund);
  const moveOut = dateText(data.moveOutDate);
  return composeMail(
    reader,
    text('server.mail.creditNote.subject', {
      amount,
      bookingNumber: data.bookingNumber,
      number: data.number,
    }),
    [
      text('server.mail.creditNote.refunded', { amount, moveOut }),
      text('server.mail.creditNote.attached', { number: data.number }),
      // A deposit carries no VAT, so no credit note: the mail is where its return is told.
      ...data.depositReturns.map((d) => {
        const back = bahtText(d.amount);
        return text('server.mail.creditNote.depositBack', { name: d.name, back });
      }),
    ],
    { label: text('server.mail.actions.viewBooking'), url: data.bookingUrl },
  );
};
