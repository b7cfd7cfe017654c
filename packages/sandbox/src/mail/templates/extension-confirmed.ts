import { text } from '../../language/text.ts';
import { dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** An extension's bills due now are paid: the booking's end moved. */
export const extensionConfirmedMail = (
  reader: Reader,
  data: { bookingNumber: string; endDate: string },
): MailParts => {
  const end = dateText(data.endDate);
  return composeMail(
    reader,
    text(`ต่ออายุการจอง ${data.bookingNumber} แล้ว`, `Booking ${data.bookingNumber} extended`),
    [
      text(
        `การต่ออายุได้รับการยืนยันแล้ว การเช่าห้องของคุณสิ้นสุดวันที่ ${end.th}`,
        `Your extension is confirmed: your rental now ends on ${end.en}.`,
      ),
    ],
  );
};
