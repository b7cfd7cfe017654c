import type { Language } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import { invoiceIdsOfPayment } from '../data/payments.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import { receiptOf } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The PDF receipts of the invoices a payment paid, in the reader's language: the payment mail's attachments. */
export const receiptsOfPayment = (
  ctx: SandboxContext,
  paymentUuid: string,
  customerId: number,
  language: Language,
): MailAttachment[] =>
  invoiceIdsOfPayment(ctx.store, paymentUuid).flatMap((invoiceId) => {
    const receipt = receiptOf(ctx, customerId, invoiceId, language);
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
