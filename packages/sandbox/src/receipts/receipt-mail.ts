import { bookingDetailPath } from '@self-storage/core/flow';
import type { BookingRow } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { originsOf } from '../http/origins.ts';
import { type Text, text } from '../language/text.ts';
import { customerMail } from '../mail/customer-mail.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import type { Recipient } from '../mail/recipient.ts';
import { receiptOf } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const ACCESS = text(
  'วิธีเข้าใช้บริการ: รับคีย์การ์ดได้ที่สาขา โดยนำบัตรประชาชนหรือหนังสือเดินทางที่ใช้ลงทะเบียนมาด้วย เข้าใช้ห้องได้ตลอด 24 ชั่วโมง',
  'How to get in: collect your key card at the branch with the ID card or passport you registered with. Your unit is open 24 hours a day.',
);
const ATTACHED = text('ใบเสร็จรับเงินแนบมากับอีเมลนี้', 'Your receipt is attached to this mail.');

/** The PDF receipts of the invoices a payment paid, in the recipient's language. */
const receiptsOf = (
  ctx: SandboxContext,
  paymentUuid: string,
  customerId: number,
  to: Recipient,
): MailAttachment[] =>
  ctx.store
    .all<{ invoice_id: number }>(
      'SELECT invoice_id FROM payment_invoices WHERE payment_uuid = ? ORDER BY invoice_id',
      paymentUuid,
    )
    .flatMap(({ invoice_id }) => {
      const receipt = receiptOf(ctx, customerId, invoice_id, to.language);
      return receipt
        ? [
            {
              filename: `${receipt.number}.pdf`,
              contentType: 'application/pdf',
              content: renderReceiptPdf(receipt),
            },
          ]
        : [];
    });

/**
 * The payment mail: what was paid, how to get in, as text and HTML, with the receipts attached;
 * its button opens the booking.
 */
export const sendPaymentMail = (
  ctx: SandboxContext,
  to: Recipient,
  booking: BookingRow,
  paymentUuid: string,
  subject: Text,
  body: Text,
): void => {
  const attachments = receiptsOf(ctx, paymentUuid, booking.customer_id, to);
  const mail = customerMail(to, subject, [body, ACCESS, ...(attachments.length ? [ATTACHED] : [])], {
    label: text('ดูการจอง', 'View your booking'),
    url: `${originsOf(ctx).web}${bookingDetailPath(booking.id)}`,
  });
  ctx.mailer.send({ ...mail, attachments });
};
