import { text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { bangkokDateTimeText, dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface ExtensionRequested {
  bookingNumber: string;
  endDate: string;
  /** Satang: the extension's price, and what is due now. */
  total: number;
  dueNow: number;
  /** When the unpaid extension lapses (epoch ms). */
  payBy: number;
}

/** extend: the extension is held until it is paid. */
export const extensionRequestedMail = (reader: Reader, data: ExtensionRequested): MailParts => {
  const now = bahtText(data.dueNow);
  const total = bahtText(data.total);
  const deadline = bangkokDateTimeText(data.payBy);
  const end = dateText(data.endDate);
  return composeMail(
    reader,
    text(`ต่ออายุการจอง ${data.bookingNumber}`, `Extension of booking ${data.bookingNumber}`),
    [
      text(
        `คุณขอต่ออายุการจอง ${data.bookingNumber} ถึงวันที่ ${end.th} ราคา ${total.th}`,
        `You asked to extend booking ${data.bookingNumber} to ${end.en}, for ${total.en}.`,
      ),
      text(
        `ยอดชำระตอนนี้: ${now.th} กรุณาชำระภายใน ${deadline.th} มิฉะนั้นการต่ออายุจะถูกยกเลิก`,
        `Amount to pay now: ${now.en}. Please pay by ${deadline.en}, or the extension lapses.`,
      ),
    ],
  );
};
