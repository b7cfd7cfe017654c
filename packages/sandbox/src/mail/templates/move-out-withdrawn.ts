import { text } from '../../language/text.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** move-out-withdraw: the rental ends as before and the cancelled bills are due again. */
export const moveOutWithdrawnMail = (
  reader: Reader,
  data: { bookingNumber: string; endDate: string },
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
        `ยกเลิกการแจ้งย้ายออกแล้ว การเช่าห้องของคุณสิ้นสุดวันที่ ${end.th} ตามเดิม และบิลที่ยกเลิกไปกลับมาตามกำหนดเดิม`,
        `Your notice is withdrawn: your rental ends on ${end.en} as before, and the cancelled bills are due again as planned.`,
      ),
    ],
  );
};
