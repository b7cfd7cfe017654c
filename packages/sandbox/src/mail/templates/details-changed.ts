import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** After update-profile: the owner hears of every change, in case it was not them. */
export const detailsChangedMail = (reader: Reader): MailParts =>
  composeMail(reader, text('ข้อมูลบัญชีของคุณถูกแก้ไข', 'Your account details were changed'), [
    text(
      'ชื่อ เบอร์โทรศัพท์ หรือที่อยู่ในบัญชีของคุณเพิ่งถูกแก้ไข หากคุณไม่ได้แก้ไขเอง กรุณาเปลี่ยนรหัสผ่านและติดต่อเจ้าหน้าที่',
      'The name, phone or address of your account was just changed. If it was not you, change your password and contact us.',
    ),
  ]);
