import type { autopay as source } from '../en/autopay.ts';
import type { Localized } from '../types.ts';

/** บัตรที่บันทึกไว้และการตัดบัตรอัตโนมัติ (issue 39): หน้าบัญชี รายละเอียดการจอง และ CLI */
export const autopay: Localized<typeof source> = {
  autopay: {
    brands: { visa: 'วีซ่า', mastercard: 'มาสเตอร์การ์ด' },
    cards: {
      title: 'บัตรที่บันทึกไว้',
      none: 'ยังไม่มีบัตรที่บันทึกไว้ เลือก "บันทึกบัตรนี้สำหรับงวดถัดไป" เมื่อชำระด้วยบัตร',
      card: 'บัตร',
      masked: '{{brand}} •••• {{last4}}',
      expiry: 'หมดอายุ',
      default: 'บัตรหลัก',
      makeDefault: 'ตั้งเป็นบัตรหลัก',
      remove: 'ลบบัตร',
      expiresFirst: 'หมดอายุก่อนงวดถัดไป',
      removed: 'ลบบัตร •••• {{last4}} แล้ว',
      defaultSet: 'ตั้งบัตร •••• {{last4}} เป็นบัตรหลักแล้ว',
      saved: 'บันทึกบัตรสำหรับงวดถัดไปแล้ว',
      declined: 'ไม่ได้บันทึกบัตร เนื่องจากการชำระเงินไม่สำเร็จ',
    },
    title: 'ตัดบัตรอัตโนมัติ',
    on: 'เปิดการตัดบัตรอัตโนมัติของการจอง {{booking}} แล้ว',
    off: 'ปิดการตัดบัตรอัตโนมัติของการจอง {{booking}} แล้ว',
    card: 'บัตร',
    nextCharge: 'ตัดบัตรครั้งถัดไป',
    nextChargeValue: '{{amount}} วันที่ {{date}}',
    noNextCharge: 'ไม่มี ไม่มีงวดที่ต้องตัดบัตรแล้ว',
    cardExpiresFirst: 'บัตรนี้หมดอายุก่อนการตัดบัตรครั้งถัดไป กรุณาบันทึกบัตรใหม่หรือชำระเอง',
    attempts: 'การตัดบัตรอัตโนมัติ',
    bill: 'งวด',
    attempt: 'ครั้งที่',
    date: 'วันที่',
    outcome: 'ผล',
    nextRetry: 'ลองอีกครั้ง',
    noRetry: 'ไม่ลองอีกแล้ว',
    outcomes: {
      paid: 'ชำระแล้ว',
      declined: 'ธนาคารปฏิเสธ',
      insufficient_funds: 'ยอดเงินไม่พอ',
      expired: 'บัตรหมดอายุ',
      authentication_required: 'ต้องให้คุณยืนยันตัวตน',
    },
  },
};
