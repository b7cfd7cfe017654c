import type { tax as source } from '../en/tax.ts';
import type { Localized } from '../types.ts';

export const tax: Localized<typeof source> = {
  tax: {
    title: 'เอกสารภาษี',
    invoice: 'ใบกำกับภาษี',
    invoiceFor: 'ใบกำกับภาษีของบิลที่ {{number}}',
    issued: 'ใบกำกับภาษีเลขที่ {{number}}',
    replaces: 'ออกแทนเลขที่ {{number}}',
    buyerTitle: 'ออกใบกำกับภาษีในนาม',
    buyerHint: 'แก้ไขข้อมูลที่ไม่ถูกต้องได้ หากข้อมูลเปลี่ยน ระบบจะออกใบกำกับภาษีฉบับใหม่แทนฉบับเดิม',
    buyerName: 'ชื่อ',
    buyerAddress: 'ที่อยู่',
    buyerTaxIdCompany: 'เลขประจำตัวผู้เสียภาษี (13 หลัก)',
    buyerTaxIdPerson: 'เลขประจำตัวประชาชนหรือเลขที่หนังสือเดินทาง',
    buyerBranch: 'สาขา (00000 คือสำนักงานใหญ่)',
    issue: 'รับใบกำกับภาษี',
    cancel: 'ยกเลิก',
    withholding: 'ภาษีหัก ณ ที่จ่าย',
    arithmetic: '{{gross}} − หัก ณ ที่จ่าย {{withheld}} = ชำระสุทธิ {{net}}',
    basis: 'ภาษีมูลค่าเพิ่ม {{vat}} หัก {{rate}}% จากยอดก่อนภาษีมูลค่าเพิ่ม {{base}}',
    certificate: 'หนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ)',
    certificateOverdue: 'เลยกำหนดส่งหนังสือรับรองตั้งแต่ {{date}}',
    certificateReceived: 'ได้รับหนังสือรับรองแล้ว: {{filename}}',
    upload: 'อัปโหลดหนังสือรับรองของบิลที่ {{number}}',
    uploadHint: 'ไฟล์ PDF หรือรูปภาพ JPG หรือ PNG ขนาดไม่เกิน 2 MB',
    uploaded: 'ได้รับหนังสือรับรองแล้ว',
    choice: 'ชำระสุทธิหลังหักภาษี ณ ที่จ่าย {{rate}}% ของยอดก่อนภาษีมูลค่าเพิ่ม',
    choiceHint:
      'นิติบุคคลหักภาษี ณ ที่จ่าย {{rate}}% ของยอดก่อนภาษีมูลค่าเพิ่ม ชำระส่วนที่เหลือ และส่งหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ให้เราภายใน {{days}} วันหลังชำระเงิน',
    choiceFigures: 'ยอดชำระครั้งนี้: {{gross}} − หัก ณ ที่จ่าย {{withheld}} = {{net}}',
    historyMark: 'ยังไม่ได้ส่งหนังสือรับรองการหักภาษี ณ ที่จ่าย',
  },
};
