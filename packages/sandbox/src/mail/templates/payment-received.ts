import { formatDate } from '@self-storage/core/dates';
import type { WithholdingSatang } from '@self-storage/core/figures';
import { type Text, text } from '../../language/text.ts';
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

const ACCESS = text(
  'วิธีเข้าใช้บริการ: รับคีย์การ์ดได้ที่สาขา โดยนำบัตรประชาชนหรือหนังสือเดินทางที่ใช้ลงทะเบียนมาด้วย เข้าใช้ห้องได้ตลอด 24 ชั่วโมง',
  'How to get in: collect your key card at the branch with the ID card or passport you registered with. Your unit is open 24 hours a day.',
);
/** A company has no ID card of its own: its director, or someone it authorises, comes for the card. */
const COMPANY_ACCESS = text(
  'วิธีเข้าใช้บริการ: กรรมการผู้มีอำนาจของบริษัท หรือผู้รับมอบอำนาจพร้อมหนังสือมอบอำนาจจากบริษัท รับคีย์การ์ดได้ที่สาขา โดยนำบัตรประชาชนหรือหนังสือเดินทางของตนมาด้วย เข้าใช้ห้องได้ตลอด 24 ชั่วโมง',
  "How to get in: your company's director, or a person the company authorises in writing, collects the key card at the branch with their own ID card or passport (and the letter of authorisation). Your unit is open 24 hours a day.",
);
const ATTACHED = text('ใบเสร็จรับเงินแนบมากับอีเมลนี้', 'Your receipt is attached to this mail.');

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
  return {
    th: `หักภาษี ณ ที่จ่าย ${w.ratePercent}% ของ ${base.th} (ยอดก่อนภาษีมูลค่าเพิ่ม): ${gross.th} − ${withheld.th} = ชำระสุทธิ ${net.th}\nกรุณาอัปโหลดหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ภายในวันที่ ${formatDate(certificateDue, 'th')}`,
    en: `Withholding tax ${w.ratePercent}% of ${base.en} (before VAT): ${gross.en} − ${withheld.en} = ${net.en} paid\nPlease upload the withholding tax certificate (50 Tawi) by ${formatDate(certificateDue, 'en')}.`,
  };
};

/** What the payment paid for: each bill, n of N of the booking or of an extension, with its period. */
const billLine = (bill: PaidBill): Text => {
  const [start, end, amount] = [dateText(bill.start), dateText(bill.end), bahtText(bill.amount)];
  return text(
    `${bill.extension ? 'การต่ออายุ ' : ''}งวดที่ ${bill.n} จาก ${bill.of} สำหรับ ${start.th} – ${end.th}: ${amount.th}`,
    `${bill.extension ? 'Extension, ' : ''}bill ${bill.n} of ${bill.of}, for ${start.en} – ${end.en}: ${amount.en}`,
  );
};

/** A payment settled: what was paid, how to get in, with the receipts attached by the sender. */
export const paymentReceivedMail = (reader: Reader, data: PaymentReceived): MailParts => {
  const amount = bahtText(data.amount);
  const at = bangkokDateTimeText(data.paidAt);
  const number = data.bookingNumber;
  const withholding = data.withholding && withholdingLine(data.withholding);
  const body = text(
    `เราได้รับชำระเงิน ${amount.th} สำหรับการจอง ${number} เมื่อ ${at.th}${data.confirmed ? '\nการจองของคุณได้รับการยืนยันแล้ว' : ''}${withholding ? `\n${withholding.th}` : ''}`,
    `We received ${amount.en} for booking ${number} on ${at.en}.${data.confirmed ? '\nYour booking is confirmed.' : ''}${withholding ? `\n${withholding.en}` : ''}`,
  );
  const lines = data.bills.map(billLine);
  return composeMail(
    reader,
    text(`ได้รับชำระเงินสำหรับการจอง ${number}`, `Payment received for booking ${number}`),
    // The layout's sign-off thanks the customer, once.
    [
      body,
      ...(lines.length > 0
        ? [text(lines.map((l) => l.th).join('\n'), lines.map((l) => l.en).join('\n'))]
        : []),
      data.corporate ? COMPANY_ACCESS : ACCESS,
      ...(data.receipts ? [ATTACHED] : []),
    ],
    { label: text('ดูการจอง', 'View your booking'), url: data.bookingUrl },
  );
};
