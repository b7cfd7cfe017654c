import { text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface MoveOutNotice {
  bookingNumber: string;
  moveOutDate: string;
  /** When the refund is paid (the day after the move-out date). */
  refundDate: string;
  cancelledBills: readonly { installmentNo: number; dueDate: string }[];
  /** Satang. */
  refund: number;
  owed: number;
  /** The key card deposit, returned on the refund date. */
  deposit: number;
}

/** move-out: the notice given, what it cancels, refunds and leaves to pay. */
export const moveOutNoticeMail = (reader: Reader, data: MoveOutNotice): MailParts => {
  const date = dateText(data.moveOutDate);
  const refund = bahtText(data.refund);
  const owed = bahtText(data.owed);
  const refundOn = dateText(data.refundDate);
  return composeMail(
    reader,
    text(
      `ยืนยันการแจ้งย้ายออก การจอง ${data.bookingNumber}`,
      `Move-out notice for booking ${data.bookingNumber}`,
    ),
    [
      text(
        `เราได้รับการแจ้งย้ายออกแล้ว การเช่าห้องของคุณจะสิ้นสุดวันที่ ${date.th} กรุณานำของออกและคืนคีย์การ์ดภายในวันนั้น`,
        `We have your notice: your rental ends on ${date.en}. Please empty the unit and return the key card by then.`,
      ),
      ...data.cancelledBills.map((b) =>
        text(
          `ยกเลิกบิลที่ ${b.installmentNo} (ครบกำหนด ${dateText(b.dueDate).th})`,
          `Bill ${b.installmentNo} (due ${dateText(b.dueDate).en}) is cancelled.`,
        ),
      ),
      ...(data.refund > 0
        ? [
            text(
              `ยอดคืนเงิน ${refund.th} จะคืนให้ในวันที่ ${refundOn.th} (วันถัดจากวันย้ายออก) พร้อมใบลดหนี้ทางอีเมล`,
              `${refund.en} will be refunded on ${refundOn.en}, the day after the move-out date, with a credit note by mail.`,
            ),
          ]
        : []),
      ...(data.deposit > 0
        ? [
            text(
              `ค่ามัดจำคีย์การ์ด ${bahtText(data.deposit).th} จะคืนให้ในวันที่ ${refundOn.th} เมื่อคืนคีย์การ์ดแล้ว`,
              `The key card deposit of ${bahtText(data.deposit).en} is returned on ${refundOn.en}, once the key card is back.`,
            ),
          ]
        : []),
      ...(data.owed > 0 ? [text(`ยอดที่ยังต้องชำระ ${owed.th}`, `Still to pay: ${owed.en}.`)] : []),
      text(
        `หากเปลี่ยนใจ ยกเลิกการแจ้งย้ายออกได้จนถึงวันที่ ${date.th}`,
        `If you change your mind, you can withdraw this notice until ${date.en}.`,
      ),
    ],
  );
};
