import type { WithholdingSatang } from '@self-storage/core/figures';
import { perLanguage, type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { bangkokDateTimeText, dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface PaidBill {
  n: number;
  of: number;
  extension: boolean;
  start: string;
  end: string;
  amount: number;
}

export interface PaymentReceived {
  bookingNumber: string;
  /** Satang paid, and when (epoch ms). */
  amount: number;
  paidAt: number;
  /** The booking is confirmed by this payment (or was already). */
  confirmed: boolean;
  /** A payment net of withholding: its figures and the certificate's last day. */
  withholding: { figures: WithholdingSatang; certificateDue: string } | undefined;
  /** A company's payment: who may collect the key card differs. */
  corporate: boolean;
  /** Whether the receipts are attached. */
  receipts: boolean;
  /** The bills the payment settled, as the rental's account numbers them; amounts in satang. */
  bills: readonly PaidBill[];
  bookingUrl: string;
}

const ACCESS = text('server.mail.paymentReceived.access');
/** A company has no ID card of its own: its director, or someone it authorises, comes for the card. */
const COMPANY_ACCESS = text('server.mail.paymentReceived.companyAccess');
const ATTACHED = text('server.mail.paymentReceived.attached');

/** The arithmetic a customer can check (gross − withheld = net) and the certificate now owed. */
const withholdingLine = ({
  figures: w,
  certificateDue,
}: NonNullable<PaymentReceived['withholding']>): Text => {
  const [gross, base, withheld, net] = [w.gross, w.base, w.withheld, w.net].map(bahtText) as [
    Text,
    Text,
    Text,
    Text,
  ];
  return text('server.mail.paymentReceived.withholding', {
    rate: w.ratePercent,
    base,
    gross,
    withheld,
    net,
    due: dateText(certificateDue),
  });
};

/** Texts as lines of one paragraph. */
const joinLines = (texts: readonly Text[]): Text =>
  perLanguage((language) => texts.map((t) => t[language]).join('\n'));

/** What the payment paid for: each bill, n of N of the booking or of an extension, with its period. */
const billLine = (bill: PaidBill): Text => {
  const [start, end, amount] = [dateText(bill.start), dateText(bill.end), bahtText(bill.amount)];
  const vars = { n: bill.n, of: bill.of, start, end, amount };
  return bill.extension
    ? text('server.mail.paymentReceived.extensionBill', vars)
    : text('server.mail.paymentReceived.bill', vars);
};

/** A payment settled: what was paid, how to get in, with the receipts attached by the sender. */
export const paymentReceivedMail = (reader: Reader, data: PaymentReceived): MailParts => {
  const amount = bahtText(data.amount);
  const at = bangkokDateTimeText(data.paidAt);
  const number = data.bookingNumber;
  const withholding = data.withholding && withholdingLine(data.withholding);
  const body = joinLines([
    text('server.mail.paymentReceived.received', { amount, number, at }),
    ...(data.confirmed ? [text('server.mail.paymentReceived.confirmed')] : []),
    ...(withholding ? [withholding] : []),
  ]);
  const lines = data.bills.map(billLine);
  return composeMail(
    reader,
    text('server.mail.paymentReceived.subject', { number }),
    // The layout's sign-off thanks the customer, once.
    [
      body,
      ...(lines.length > 0 ? [joinLines(lines)] : []),
      data.corporate ? COMPANY_ACCESS : ACCESS,
      ...(data.receipts ? [ATTACHED] : []),
    ],
    { label: text('server.mail.actions.viewBooking'), url: data.bookingUrl },
  );
};
