import { type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** What the withdrawal changed for the bills: those the notice had cancelled are due again, or none were. */
const billsLine = (bills: readonly { amount: number; due: string }[]): Text => {
  if (bills.length === 0)
    return text(
      'การแจ้งย้ายออกไม่ได้ยกเลิกบิลใด บิลของคุณจึงเป็นไปตามเดิม',
      'Your notice had cancelled no bill, so your bills stay as they were.',
    );
  const lines = bills.map((bill) => {
    const amount = bahtText(bill.amount);
    const due = dateText(bill.due);
    return text(`• ${amount.th} ครบกำหนด ${due.th}`, `• ${amount.en} due ${due.en}`);
  });
  return text(
    `บิลที่ถูกยกเลิกเมื่อแจ้งย้ายออกกลับมาตามกำหนดเดิม ${bills.length} รายการ\n${lines.map((l) => l.th).join('\n')}`,
    `The ${bills.length === 1 ? 'bill' : `${bills.length} bills`} your notice had cancelled ${bills.length === 1 ? 'is' : 'are'} due again as planned:\n${lines.map((l) => l.en).join('\n')}`,
  );
};

/** move-out-withdraw: the rental ends as before; the bills the notice cancelled, if any, are due again. */
export const moveOutWithdrawnMail = (
  reader: Reader,
  data: { bookingNumber: string; endDate: string; bills: readonly { amount: number; due: string }[] },
): MailParts => {
  const end = dateText(data.endDate);
  return composeMail(
    reader,
    text(
      `ยกเลิกการแจ้งย้ายออก การจอง ${data.bookingNumber}`,
      `Move-out notice withdrawn, booking ${data.bookingNumber}`,
    ),
    [
      text(
        `ยกเลิกการแจ้งย้ายออกแล้ว การเช่าห้องของคุณสิ้นสุดวันที่ ${end.th} ตามเดิม`,
        `Your notice is withdrawn: your rental ends on ${end.en} as before.`,
      ),
      billsLine(data.bills),
    ],
  );
};
