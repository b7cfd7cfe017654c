import { bookingDetailPath } from '@self-storage/core/flow';
import { toSatang } from '@self-storage/core/money';
import type { SandboxContext } from '../context.ts';
import { findBooking } from '../data/bookings.ts';
import type { CreditNoteRow } from '../data/credit-notes.ts';
import { statementOf } from '../ledger/statement.ts';
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
  const row = findBooking(ctx.store, bookingId);
  const credits = row ? statementOf(ctx, row).credits : [];
  ctx.mailer.send({
    to: to.email,
    ...creditNoteMail(to, {
      bookingNumber: doc.bookingNumber,
      number: doc.number,
      refund: doc.refund,
      moveOutDate: doc.moveOutDate,
      depositReturns: credits
        .filter((c) => c.kind === 'deposit_return')
        .map((c) => ({ name: { th: c.name_th, en: c.name_en }, amount: toSatang(c.amount) })),
      bookingUrl: `${originsOf(ctx).web}${bookingDetailPath(bookingId)}`,
    }),
    attachments: [
      { filename: `${doc.number}.pdf`, contentType: 'application/pdf', content: renderCreditNotePdf(doc) },
    ],
  });
};
