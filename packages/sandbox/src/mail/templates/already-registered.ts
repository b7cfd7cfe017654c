import { text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** To an account's owner when someone asks a registration code for its email. */
export const alreadyRegisteredMail = (reader: Reader, data: { loginUrl: string }): MailParts =>
  composeMail(
    reader,
    text('อีเมลนี้มีบัญชีอยู่แล้ว', 'This email already has an account'),
    [
      text(
        'มีผู้ขอรหัสยืนยันเพื่อลงทะเบียนด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว หากเป็นคุณ กรุณาเข้าสู่ระบบ หรือขอรหัสผ่านใหม่ หากไม่ใช่คุณ ไม่ต้องทำอะไร',
        'Someone asked for a code to register with this email, which already has an account. If it was you, log in, or ask for a new password. If not, do nothing.',
      ),
    ],
    { label: text('เข้าสู่ระบบ', 'Log in'), url: data.loginUrl },
  );
