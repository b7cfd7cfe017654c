import { bookingDetailPath } from '@self-storage/core/flow';
import type { SandboxContext } from '../context.ts';
import type { CreditNoteRow } from '../data/credit-notes.ts';
import { recipientOf } from '../mail/recipient.ts';
import { creditNoteMail } from '../mail/templates/credit-note.ts';
import { originsOf } from '../origins.ts';
import { creditNoteDocument } from './credit-note-document.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';

/** The refund mail: the money paid back and why, with the credit note attached in the customer's language. */
export const sendCreditNoteMail = (
  ctx: SandboxContext,
  customerId: number,
  bookingId: number,
  note: CreditNoteRow,
): void => {
  const to = recipientOf(ctx, customerId);
  if (!to) return;
  const doc = creditNoteDocument(ctx, note, to.language);
  ctx.mailer.send({
    to: to.email,
    ...creditNoteMail(to, {
      bookingNumber: doc.bookingNumber,
      number: doc.number,
      refund: doc.refund,
      moveOutDate: doc.moveOutDate,
      bookingUrl: `${originsOf(ctx).web}${bookingDetailPath(bookingId)}`,
    }),
    attachments: [
      { filename: `${doc.number}.pdf`, contentType: 'application/pdf', content: renderCreditNotePdf(doc) },
    ],
  });
};
