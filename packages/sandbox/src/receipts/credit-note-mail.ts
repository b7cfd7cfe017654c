import { bookingDetailPath } from '@self-storage/core/flow';
import type { SandboxContext } from '../context.ts';
import { originsOf } from '../http/origins.ts';
import { text } from '../language/text.ts';
import { customerMail } from '../mail/customer-mail.ts';
import { recipientOf } from '../mail/recipient.ts';
import { bahtText } from '../money.ts';
import { dateText } from '../time.ts';
import { creditNoteDocument } from './credit-note-document.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import type { CreditNoteRow } from './credit-notes.ts';

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
  const amount = bahtText(doc.refund);
  const moveOut = dateText(doc.moveOutDate);
  const mail = customerMail(
    to,
    text(
      `คืนเงิน ${amount.th} การจอง ${doc.bookingNumber} ใบลดหนี้ ${doc.number}`,
      `Refund of ${amount.en} for booking ${doc.bookingNumber}, credit note ${doc.number}`,
    ),
    [
      text(
        `เราคืนเงิน ${amount.th} ให้คุณแล้ว ตามการย้ายออกเมื่อวันที่ ${moveOut.th} สำหรับค่าเช่าของเดือนที่ยังไม่เริ่มซึ่งชำระไว้แล้ว`,
        `We have refunded ${amount.en} to you: you moved out on ${moveOut.en}, and this is the rent you paid for the months not begun.`,
      ),
      text(
        `ใบลดหนี้เลขที่ ${doc.number} แนบมากับอีเมลนี้ ใบลดหนี้นี้ลดยอดตามใบเสร็จหรือใบกำกับภาษีของค่าเช่าที่ชำระล่วงหน้า`,
        `Credit note ${doc.number} is attached: it reduces the receipts or tax invoices of the rent paid ahead.`,
      ),
    ],
    {
      label: text('ดูการจอง', 'View your booking'),
      url: `${originsOf(ctx).web}${bookingDetailPath(bookingId)}`,
    },
  );
  ctx.mailer.send({
    ...mail,
    attachments: [
      { filename: `${doc.number}.pdf`, contentType: 'application/pdf', content: renderCreditNotePdf(doc) },
    ],
  });
};
