import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** The code that verifies an email before registering. */
export const verificationCodeMail = (reader: Reader, data: { code: string }): MailParts =>
  composeMail(reader, text('รหัสยืนยันของคุณ', 'Your verification code'), [
    text(
      `รหัสยืนยันบัญชีเช่าห้องเก็บของของคุณคือ ${data.code}\nรหัสนี้ใช้ได้ 10 นาที หากคุณไม่ได้ขอรหัสนี้ โปรดละเว้นอีเมลนี้`,
      `Your self-storage verification code is ${data.code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
    ),
  ]);
