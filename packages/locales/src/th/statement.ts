import type { statement as source } from '../en/statement.ts';
import type { Localized } from '../types.ts';

export const statement: Localized<typeof source> = {
  statement: {
    lines: 'รายการในบิลที่ {{number}}',
    period: 'สำหรับ {{start}} – {{end}}',
    extensionPeriod: 'ขยายสัญญา สำหรับ {{start}} – {{end}}',
    billOf: 'บิลที่ {{n}} จาก {{of}}',
    withPromotion: '{{name}} ({{promotion}})',
    payments: 'การชำระเงิน',
    payment: 'ชำระวันที่ {{date}} ด้วย{{method}}',
    gross: 'ยอดบิลที่ชำระ',
    withheld: 'ภาษีหัก ณ ที่จ่าย',
    net: 'ยอดที่ชำระ',
    credits: 'รายการคืนเงิน',
    creditMade: 'คืนแล้ววันที่ {{date}}',
    creditComing: 'จะคืนวันที่ {{date}}',
    creditNote: 'ใบลดหนี้ {{number}}',
    billed: 'ยอดตามบิล',
    credited: 'เงินคืนและค่ามัดจำคืน',
    owedToYou: 'ยอดที่จะได้รับคืน',
    kiosk: {
      title: 'ชำระที่ตู้คีออสก์',
      reference: 'รหัสอ้างอิงตู้คีออสก์',
      how: 'กรอกรหัสอ้างอิงนี้ที่ตู้คีออสก์ใดก็ได้เพื่อชำระ {{amount}} ที่ถึงกำหนดตอนนี้ โดยจะชำระเฉพาะบิลที่ถึงกำหนดแล้วเท่านั้น',
    },
    standing: {
      due: 'บิลที่ {{number}} ถึงกำหนดชำระวันนี้',
      overdue: 'บิลที่ {{number}} เกินกำหนดชำระตั้งแต่วันที่ {{date}}',
      suspensionDate: 'ระงับการเข้าใช้ห้องตั้งแต่',
      suspended: 'ระงับการเข้าใช้ห้องของคุณแล้ว',
      owed: 'ยอดค้างชำระตอนนี้',
      howToPay: 'ชำระด้วยคิวอาร์โค้ดหรือบัตรได้ที่ปุ่มชำระเงิน',
    },
    history: {
      overdue: 'เกินกำหนดชำระ',
      suspendedFrom: 'ระงับการเข้าใช้ห้องตั้งแต่ {{date}}',
      suspended: 'ระงับตั้งแต่ {{date}}',
    },
  },
};
