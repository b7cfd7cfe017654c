import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** The marketing consent given or withdrawn, confirmed. */
export const marketingChoiceMail = (reader: Reader, data: { granted: boolean }): MailParts =>
  composeMail(reader, text('การรับข่าวสารทางอีเมล', 'Marketing mail'), [
    data.granted
      ? text(
          'คุณเลือกรับข่าวสารและข้อเสนอทางอีเมลแล้ว ยกเลิกได้ทุกเมื่อที่หน้าบัญชีของฉัน',
          'You chose to receive news and offers by email. You can stop them at any time on My account.',
        )
      : text(
          'คุณยกเลิกการรับข่าวสารและข้อเสนอทางอีเมลแล้ว เราจะไม่ส่งให้อีก',
          'You stopped news and offers by email. We will not send them any more.',
        ),
  ]);
