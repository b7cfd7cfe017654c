import type { told as source } from '../en/told.ts';
import type { Localized } from '../types.ts';

export const told: Localized<typeof source> = {
  told: {
    sessionExpiredTitle: 'การเข้าสู่ระบบหมดอายุแล้ว',
    sessionExpiredNext: 'กรุณาเข้าสู่ระบบอีกครั้ง แล้วระบบจะพาคุณกลับมาที่หน้านี้',
    paymentTimeoutTitle: 'หมดเวลาชำระเงินแล้ว',
    holdReleased: 'ห้องที่กันไว้ให้คุณถูกปล่อยให้ผู้อื่นจองได้แล้ว หากยังต้องการเช่า กรุณาจองใหม่',
    holdKept: 'ห้องของคุณยังกันไว้ให้ถึง {{time}} น. คุณชำระเงินได้จากประวัติการจอง',
    holdLimitTitle: 'คุณมีการจองที่ยังไม่ได้ชำระเงินครบ {{count}} รายการแล้ว',
    unpaidBooking: 'การจอง {{number}} ยอดที่ต้องชำระ {{amount}} บาท',
    wrongPasswordTitle: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    wrongPassword: 'กรุณาตรวจสอบรหัสผ่านที่คุณใช้เข้าสู่ระบบอยู่ในขณะนี้ แล้วกรอกอีกครั้ง',
    cardDeclinedTitle: 'บัตรของคุณถูกปฏิเสธ',
    cardDeclined:
      'เราไม่สามารถเรียกเก็บเงิน {{amount}} บาท สำหรับการจอง {{number}} ได้ กรุณาลองใช้บัตรใบอื่น หรือเลือกวิธีชำระเงินอื่น',
    anotherCard: 'ลองใช้บัตรใบอื่น',
    anotherMethod: 'เลือกวิธีชำระเงินอื่น',
    failPayAgain: 'การชำระเงินของคุณไม่สำเร็จ การจองของคุณยังรอการชำระเงินอยู่ คุณสามารถชำระเงินอีกครั้งได้',
    failBookAgain: 'การชำระเงินของคุณไม่สำเร็จ คุณสามารถจองใหม่ได้',
    certificateMissingDue: 'ยังไม่ได้ส่งหนังสือรับรอง กรุณาอัปโหลดภายในวันที่ {{date}}',
  },
};
