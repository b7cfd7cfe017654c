import { type Text, text } from '../../language/text.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** A branch as the welcome mail lists it: its name, address and phone, in both languages. */
export interface WelcomeBranch {
  name: Text;
  address: Text;
  phone: string;
}

/** register: the account is open; what the customer can do next, and where the branches are. */
export const welcomeMail = (
  reader: Reader,
  data: { branches: readonly WelcomeBranch[]; serviceUrl: string; corporate: boolean },
): MailParts =>
  composeMail(
    reader,
    text('ยินดีต้อนรับสู่บริการเช่าพื้นที่จัดเก็บของ', 'Welcome to self-storage'),
    [
      text(
        'บัญชีของคุณพร้อมใช้งานแล้ว เข้าสู่ระบบด้วยอีเมลนี้และรหัสผ่านที่ตั้งไว้ได้ทันที',
        'Your account is ready: log in with this email and the password you chose.',
      ),
      text(
        'สิ่งที่ทำได้ต่อจากนี้: เลือกสาขา วันที่เริ่มเช่า และห้องขนาด 1 ถึง 30 ตารางเมตร ดูราคาพร้อมโปรโมชันก่อนยืนยัน แล้วชำระผ่านพร้อมเพย์ ตู้คีออสก์ หรือบัตรเครดิต การจองทั้งหมดของคุณดูได้ที่หน้าประวัติการจอง',
        'What you can do next: choose a branch, a start date and a unit of 1 to 30 sqm, see the price with any promotion before you confirm, and pay by PromptPay, at a kiosk or by card. All your bookings are on the booking history page.',
      ),
      ...(data.corporate
        ? [
            text(
              'สำหรับนิติบุคคล: เลือกชำระสุทธิหลังหักภาษี ณ ที่จ่ายได้ที่หน้าสรุปการจอง และขอใบกำกับภาษีเต็มรูปได้จากหน้ารายละเอียดการจอง',
              'For companies: you can pay net of withholding tax on the booking summary, and get full tax invoices from each booking’s page.',
            ),
          ]
        : []),
      text('สาขาของเรา', 'Our branches'),
      ...data.branches.map((b) =>
        text(
          `สาขา${b.name.th}\n${b.address.th}\nโทร ${b.phone}`,
          `${b.name.en}\n${b.address.en}\nPhone ${b.phone}`,
        ),
      ),
    ],
    { label: text('เริ่มจองห้อง', 'Book a unit'), url: data.serviceUrl },
  );
