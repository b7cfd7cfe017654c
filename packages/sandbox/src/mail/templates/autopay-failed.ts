import type { ChargeFailure } from '@self-storage/core/contract';
import { type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface AutopayFailed {
  bookingNumber: string;
  installmentNo: number;
  /** Satang. */
  amount: number;
  dueDate: string;
  brand: string;
  last4: string;
  reason: ChargeFailure;
  /** The day autopay tries the card again; null after the last try. */
  nextRetry: string | null;
  /** The day access is suspended unless the bill is paid before it. */
  suspendOn: string;
  /** A re-payment link of its own: QR or card. */
  payUrl: string;
}

const REASONS: Record<ChargeFailure, Text> = {
  declined: text('server.mail.autopayFailed.reasons.declined'),
  insufficient_funds: text('server.mail.autopayFailed.reasons.insufficient_funds'),
  expired: text('server.mail.autopayFailed.reasons.expired'),
  authentication_required: text('server.mail.autopayFailed.reasons.authentication_required'),
};

/** Mailed at once when autopay could not charge a bill: why, what happens next, and a link that pays it. */
export const autopayFailedMail = (reader: Reader, data: AutopayFailed): MailParts => {
  const [amount, due, suspend] = [bahtText(data.amount), dateText(data.dueDate), dateText(data.suspendOn)];
  const reason = REASONS[data.reason];
  const card = `${data.brand === 'visa' ? 'Visa' : 'Mastercard'} •••• ${data.last4}`;
  const retry = data.nextRetry === null ? undefined : dateText(data.nextRetry);
  return composeMail(
    reader,
    text('server.mail.autopayFailed.subject', {
      installmentNo: data.installmentNo,
      bookingNumber: data.bookingNumber,
    }),
    [
      text('server.mail.autopayFailed.failed', {
        card,
        installmentNo: data.installmentNo,
        amount,
        due,
        reason,
      }),
      retry ? text('server.mail.autopayFailed.retry', { retry }) : text('server.mail.autopayFailed.lastTry'),
      text('server.mail.autopayFailed.suspension', { suspend }),
    ],
    {
      label: text('server.mail.actions.payBill', { installmentNo: data.installmentNo }),
      url: data.payUrl,
    },
  );
};
