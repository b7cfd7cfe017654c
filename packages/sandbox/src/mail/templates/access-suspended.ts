import { text } from '../../language/text.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';
import { type Arrears, howToPayLine, owedLine } from './bill-reminders.ts';

export interface AccessSuspended extends Arrears {
  graceDays: number;
  /** Days after the suspension, and the day, after which unpaid arrears let the goods be removed (the terms). */
  removalDays: number;
  removalFrom: string;
}

/** The overdue policy's last step: what happened, what is owed, how to pay, what the terms say. */
export const accessSuspendedMail = (reader: Reader, data: AccessSuspended): MailParts => {
  const [bill] = data.bills;
  const [due, from, removal] = [dateText(bill.dueDate), dateText(data.suspendOn), dateText(data.removalFrom)];
  return composeMail(
    reader,
    text(`การจอง ${data.bookingNumber} ถูกระงับ`, `Booking ${data.bookingNumber} is suspended`),
    [
      text(
        `งวดที่ ${bill.installmentNo} ครบกำหนดเมื่อ ${due.th} และไม่ได้ชำระภายใน ${data.graceDays} วัน จึงระงับสิทธิ์การเข้าใช้ห้องตั้งแต่วันที่ ${from.th} ห้องยังคงเป็นของคุณและของของคุณยังอยู่ในห้อง`,
        `Bill ${bill.installmentNo}, due on ${due.en}, was not paid within ${data.graceDays} days, so access to your unit is suspended from ${from.en}. The unit is still yours and your goods stay in it.`,
      ),
      owedLine(data),
      howToPayLine(data),
      text(
        'เมื่อชำระงวดที่เลยกำหนดครบแล้ว สิทธิ์การเข้าใช้จะกลับคืนทันที',
        'Access is restored as soon as everything overdue is paid.',
      ),
      text(
        `ตามข้อกำหนดการใช้บริการ หากยังค้างชำระหลังวันที่ ${removal.th} (${data.removalDays} วันหลังการระงับ) เราอาจขนย้ายทรัพย์สินออกโดยคุณเป็นผู้รับผิดชอบค่าใช้จ่ายเมื่อได้แจ้งเป็นหนังสือแล้ว ตามที่กฎหมายไทยอนุญาต`,
        `Under our terms of use, if the arrears are still unpaid after ${removal.en} (${data.removalDays} days after the suspension), the goods may be removed at your cost after written notice, as Thai law allows.`,
      ),
    ],
    {
      label: text(`ชำระการจอง ${data.bookingNumber}`, `Pay booking ${data.bookingNumber}`),
      url: data.payUrl,
    },
  );
};

/** A suspended booking paid up: access is back at once. */
export const accessRestoredMail = (
  reader: Reader,
  data: { bookingNumber: string; bookingUrl: string },
): MailParts =>
  composeMail(
    reader,
    text(
      `สิทธิ์การเข้าใช้ห้องของการจอง ${data.bookingNumber} กลับคืนแล้ว`,
      `Access to booking ${data.bookingNumber} is restored`,
    ),
    [
      text(
        'ขอบคุณที่ชำระงวดที่ค้าง สิทธิ์การเข้าใช้ห้องกลับคืนแล้ว คีย์การ์ดของคุณใช้งานได้ตามปกติ',
        'Thank you for paying what was overdue: access to your unit is restored and your key card works again.',
      ),
    ],
    { label: text('ดูการจอง', 'See the booking'), url: data.bookingUrl },
  );
