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
  declined: text('ธนาคารผู้ออกบัตรปฏิเสธรายการ', 'the bank declined it'),
  insufficient_funds: text('วงเงินหรือยอดเงินในบัตรไม่พอ', 'the card has insufficient funds'),
  expired: text('บัตรหมดอายุแล้ว', 'the card has expired'),
  authentication_required: text(
    'ธนาคารต้องการให้คุณยืนยันตัวตนสำหรับรายการนี้',
    'the bank needs you to confirm this payment yourself',
  ),
};

/** Mailed at once when autopay could not charge a bill: why, what happens next, and a link that pays it. */
export const autopayFailedMail = (reader: Reader, data: AutopayFailed): MailParts => {
  const [amount, due, suspend] = [bahtText(data.amount), dateText(data.dueDate), dateText(data.suspendOn)];
  const reason = REASONS[data.reason];
  const card = `${data.brand === 'visa' ? 'Visa' : 'Mastercard'} •••• ${data.last4}`;
  const retry = data.nextRetry === null ? undefined : dateText(data.nextRetry);
  return composeMail(
    reader,
    text(
      `ตัดบัตรอัตโนมัติไม่สำเร็จ: งวดที่ ${data.installmentNo} ของการจอง ${data.bookingNumber}`,
      `Autopay could not pay bill ${data.installmentNo} of booking ${data.bookingNumber}`,
    ),
    [
      text(
        `เราตัดบัตร ${card} สำหรับงวดที่ ${data.installmentNo} ยอด ${amount.th} (ครบกำหนด ${due.th}) ไม่สำเร็จ เนื่องจาก${reason.th}`,
        `We could not charge ${card} for bill ${data.installmentNo}, ${amount.en} (due on ${due.en}): ${reason.en}.`,
      ),
      retry
        ? text(
            `เราจะลองตัดบัตรอีกครั้งในวันที่ ${retry.th} หรือชำระเองได้ทันทีทางลิงก์ด้านล่าง (คิวอาร์โค้ดหรือบัตร)`,
            `We will try the card again on ${retry.en}, or pay it now with the link below (QR or card).`,
          )
        : text(
            'การลองตัดบัตรครบแล้ว กรุณาชำระทางลิงก์ด้านล่าง (คิวอาร์โค้ดหรือบัตร)',
            'That was the last try: please pay it with the link below (QR or card).',
          ),
      text(
        `หากยังไม่ได้ชำระ จะระงับสิทธิ์การเข้าใช้ห้องตั้งแต่วันที่ ${suspend.th} ของของคุณยังอยู่ในห้อง`,
        `Unpaid, access to your unit is suspended from ${suspend.en}. Your goods stay in the unit.`,
      ),
    ],
    {
      label: text(`ชำระงวดที่ ${data.installmentNo}`, `Pay bill ${data.installmentNo}`),
      url: data.payUrl,
    },
  );
};
