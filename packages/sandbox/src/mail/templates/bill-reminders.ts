import { type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { addDays, dateText } from '../../time.ts';
import { type Action, composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** A bill due now, as the overdue policy's mails list it. */
export interface OwedBill {
  installmentNo: number;
  /** Satang. */
  amount: number;
  dueDate: string;
}

/** What a booking owes now and how to pay it, as every mail of the overdue policy says. */
export interface Arrears {
  bookingNumber: string;
  /** The bill the mail is about (the oldest unpaid), then any other bill due now. */
  bills: readonly [OwedBill, ...OwedBill[]];
  /** The day access to the unit is (or was) suspended. */
  suspendOn: string;
  /** Pays every bill due now at a kiosk. */
  kioskReference: string;
  /** A re-payment link of its own. */
  payUrl: string;
}

const total = (arrears: Arrears): number => arrears.bills.reduce((sum, bill) => sum + bill.amount, 0);

const payAction = (arrears: Arrears): Action => ({
  label: text(`ชำระการจอง ${arrears.bookingNumber}`, `Pay booking ${arrears.bookingNumber}`),
  url: arrears.payUrl,
});

/** The sum owed now, then every bill due with its due date and amount. */
export const owedLine = (arrears: Arrears): Text => {
  const items = arrears.bills.map((bill) => {
    const [due, amount] = [dateText(bill.dueDate), bahtText(bill.amount)];
    return text(
      `งวดที่ ${bill.installmentNo} ครบกำหนด ${due.th} ยอด ${amount.th}`,
      `bill ${bill.installmentNo}, due on ${due.en}: ${amount.en}`,
    );
  });
  const sum = bahtText(total(arrears));
  return text(
    `ยอดค้างชำระ ${sum.th}: ${items.map((i) => i.th).join(', ')}`,
    `Owed now: ${sum.en} (${items.map((i) => i.en).join('; ')}).`,
  );
};

/** The two ways to pay what is due: the link (QR or card) and a kiosk. */
export const howToPayLine = (arrears: Arrears): Text =>
  text(
    `ชำระได้ทางลิงก์ด้านล่าง (คิวอาร์โค้ดหรือบัตร) หรือที่ตู้คีออสก์ด้วยหมายเลขอ้างอิง ${arrears.kioskReference} ซึ่งชำระทุกงวดที่ครบกำหนดแล้ว`,
    `Pay with the link below (QR or card), or at a kiosk with reference ${arrears.kioskReference}, which pays every bill due now.`,
  );

const suspensionLine = (arrears: Arrears): Text => {
  const [payBy, from] = [dateText(addDays(arrears.suspendOn, -1)), dateText(arrears.suspendOn)];
  return text(
    `กรุณาชำระภายในวันที่ ${payBy.th} มิฉะนั้นจะระงับสิทธิ์การเข้าใช้ห้องตั้งแต่วันที่ ${from.th} จนกว่าจะชำระครบ ของของคุณยังอยู่ในห้อง`,
    `Please pay it by ${payBy.en}: from ${from.en} access to your unit is suspended until it is paid. Your goods stay in the unit.`,
  );
};

/** The overdue policy's reminder on the due date. */
export const billDueMail = (reader: Reader, arrears: Arrears): MailParts => {
  const [bill] = arrears.bills;
  const [amount, due] = [bahtText(bill.amount), dateText(bill.dueDate)];
  return composeMail(
    reader,
    text(
      `งวดที่ ${bill.installmentNo} ของการจอง ${arrears.bookingNumber} ครบกำหนดวันนี้`,
      `Bill ${bill.installmentNo} of booking ${arrears.bookingNumber} is due today`,
    ),
    [
      text(
        `งวดที่ ${bill.installmentNo} ยอด ${amount.th} ครบกำหนดชำระวันนี้ (${due.th})`,
        `Bill ${bill.installmentNo}, ${amount.en}, is due today (${due.en}).`,
      ),
      suspensionLine(arrears),
      owedLine(arrears),
      howToPayLine(arrears),
    ],
    payAction(arrears),
  );
};

/** The overdue policy's second reminder, days before the suspension it names. */
export const billOverdueMail = (reader: Reader, arrears: Arrears): MailParts => {
  const [bill] = arrears.bills;
  const [amount, due] = [bahtText(bill.amount), dateText(bill.dueDate)];
  return composeMail(
    reader,
    text(
      `งวดที่ ${bill.installmentNo} ของการจอง ${arrears.bookingNumber} เลยกำหนดชำระแล้ว`,
      `Bill ${bill.installmentNo} of booking ${arrears.bookingNumber} is overdue`,
    ),
    [
      text(
        `งวดที่ ${bill.installmentNo} ยอด ${amount.th} ครบกำหนดเมื่อ ${due.th} และยังไม่ได้ชำระ`,
        `Bill ${bill.installmentNo}, ${amount.en}, was due on ${due.en} and is unpaid.`,
      ),
      suspensionLine(arrears),
      owedLine(arrears),
      howToPayLine(arrears),
    ],
    payAction(arrears),
  );
};
