import { text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { type Action, composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** An unpaid bill of an instalment booking, as its reminders name it. */
export interface UnpaidBillMail {
  bookingNumber: string;
  installmentNo: number;
  /** Satang. */
  amount: number;
  dueDate: string;
  /** A re-payment link of the bill's own. */
  payUrl: string;
}

const payBill = (bill: UnpaidBillMail): Action => ({
  label: text(`ชำระงวดที่ ${bill.installmentNo}`, `Pay bill ${bill.installmentNo}`),
  url: bill.payUrl,
});

/** The overdue policy's reminder on the due date. */
export const billDueMail = (reader: Reader, bill: UnpaidBillMail): MailParts => {
  const amount = bahtText(bill.amount);
  const due = dateText(bill.dueDate);
  return composeMail(
    reader,
    text(
      `งวดที่ ${bill.installmentNo} ของการจอง ${bill.bookingNumber} ครบกำหนดวันนี้`,
      `Bill ${bill.installmentNo} of booking ${bill.bookingNumber} is due today`,
    ),
    [
      text(
        `งวดที่ ${bill.installmentNo} ยอด ${amount.th} ครบกำหนดชำระวันนี้ (${due.th})`,
        `Bill ${bill.installmentNo}, ${amount.en}, is due today (${due.en}).`,
      ),
    ],
    payBill(bill),
  );
};

/** The overdue policy's second reminder: pay by `payBy` or the booking is suspended. */
export const billOverdueMail = (reader: Reader, bill: UnpaidBillMail & { payBy: string }): MailParts => {
  const amount = bahtText(bill.amount);
  const due = dateText(bill.dueDate);
  const last = dateText(bill.payBy);
  return composeMail(
    reader,
    text(
      `งวดที่ ${bill.installmentNo} ของการจอง ${bill.bookingNumber} เลยกำหนดชำระแล้ว`,
      `Bill ${bill.installmentNo} of booking ${bill.bookingNumber} is overdue`,
    ),
    [
      text(
        `งวดที่ ${bill.installmentNo} ยอด ${amount.th} ครบกำหนดเมื่อ ${due.th} และยังไม่ได้ชำระ กรุณาชำระภายในวันที่ ${last.th} มิฉะนั้นการจองจะถูกระงับและห้องจะถูกปล่อยให้ผู้อื่นจอง`,
        `Bill ${bill.installmentNo}, ${amount.en}, was due on ${due.en} and is unpaid. Please pay it by ${last.en}, or the booking is suspended and the unit released.`,
      ),
    ],
    payBill(bill),
  );
};

export interface BookingSuspended {
  bookingNumber: string;
  installmentNo: number;
  dueDate: string;
  graceDays: number;
  /** The last day the rent paid covers. */
  paidThrough: string;
}

/** The overdue policy's last word: the grace period passed and the unit is released. */
export const bookingSuspendedMail = (reader: Reader, data: BookingSuspended): MailParts => {
  const due = dateText(data.dueDate);
  const paidThrough = dateText(data.paidThrough);
  return composeMail(
    reader,
    text(`การจอง ${data.bookingNumber} ถูกระงับ`, `Booking ${data.bookingNumber} is suspended`),
    [
      text(
        `งวดที่ ${data.installmentNo} ครบกำหนดเมื่อ ${due.th} และไม่ได้ชำระภายใน ${data.graceDays} วัน การจองจึงถูกระงับ ค่าเช่าที่ชำระแล้วครอบคลุมถึงวันที่ ${paidThrough.th} และห้องถูกปล่อยให้ผู้อื่นจองหลังจากนั้น กรุณาติดต่อเจ้าหน้าที่เพื่อนำของออก`,
        `Bill ${data.installmentNo}, due on ${due.en}, was not paid within ${data.graceDays} days, so the booking is suspended. The rent paid covers the unit through ${paidThrough.en}; after that it is released. Please contact us to collect your things.`,
      ),
    ],
  );
};
