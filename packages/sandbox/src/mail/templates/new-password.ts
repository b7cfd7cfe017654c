import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** forget-password's mail: a password that works once beside the current one. */
export const newPasswordMail = (reader: Reader, data: { password: string; loginUrl: string }): MailParts =>
  composeMail(
    reader,
    text('รหัสผ่านใหม่ของคุณ', 'Your new password'),
    [
      text(
        `มีการขอรหัสผ่านใหม่สำหรับบัญชีเช่าห้องเก็บของของคุณ รหัสผ่านใหม่คือ: ${data.password}\nใช้ได้ครั้งเดียวภายใน 30 นาที เมื่อเข้าสู่ระบบด้วยรหัสนี้ รหัสผ่านเดิมจะใช้ไม่ได้อีก จากนั้นกรุณาเปลี่ยนรหัสผ่านที่เมนูเปลี่ยนรหัสผ่าน\nหากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้ตามปกติ`,
        `A new password was asked for your self-storage account. Your new password is: ${data.password}\nIt works once, within 30 minutes; logging in with it replaces your old password. Then change it under Change password.\nIf you did not ask for it, do nothing: your current password keeps working.`,
      ),
    ],
    { label: text('เข้าสู่ระบบ', 'Log in'), url: data.loginUrl },
  );
