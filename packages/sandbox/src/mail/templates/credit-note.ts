import { type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface CreditNoteIssued {
  bookingNumber: string;
  /** The credit note's number, and the satang it refunds. */
  number: string;
  refund: number;
  moveOutDate: string;
  /** The deposits returned with the refund, as the rental's account names them; satang. */
  depositReturns: readonly { name: Text; amount: number }[];
  bookingUrl: string;
}

/** The refund mail: the money paid back and why; the sender attaches the credit note. */
export const creditNoteMail = (reader: Reader, data: CreditNoteIssued): MailParts => {
  const amount = bahtText(data.refund);
  const moveOut = dateText(data.moveOutDate);
  return composeMail(
    reader,
    text(
      `คืนเงิน ${amount.th} การจอง ${data.bookingNumber} ใบลดหนี้ ${data.number}`,
      `Refund of ${amount.en} for booking ${data.bookingNumber}, credit note ${data.number}`,
    ),
    [
      text(
        `เราคืนเงิน ${amount.th} ให้คุณแล้ว ตามการย้ายออกเมื่อวันที่ ${moveOut.th} สำหรับค่าเช่าของเดือนที่ยังไม่เริ่มซึ่งชำระไว้แล้ว`,
        `We have refunded ${amount.en} to you: you moved out on ${moveOut.en}, and this is the rent you paid for the months not begun.`,
      ),
      text(
        `ใบลดหนี้เลขที่ ${data.number} แนบมากับอีเมลนี้ ใบลดหนี้นี้ลดยอดตามใบเสร็จหรือใบกำกับภาษีของค่าเช่าที่ชำระล่วงหน้า`,
        `Credit note ${data.number} is attached: it reduces the receipts or tax invoices of the rent paid ahead.`,
      ),
      // A deposit carries no VAT, so no credit note: the mail is where its return is told.
      ...data.depositReturns.map((d) => {
        const back = bahtText(d.amount);
        return text(
          `${d.name.th} ${back.th} คืนให้พร้อมกัน (เงินมัดจำไม่มีภาษีมูลค่าเพิ่ม จึงไม่อยู่ในใบลดหนี้)`,
          `${d.name.en}: ${back.en}, paid back with it (a deposit carries no VAT, so it is not on the credit note).`,
        );
      }),
    ],
    { label: text('ดูการจอง', 'View your booking'), url: data.bookingUrl },
  );
};
