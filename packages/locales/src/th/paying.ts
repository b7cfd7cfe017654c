import type { paying as source } from '../en/paying.ts';
import type { Localized } from '../types.ts';

export const paying: Localized<typeof source> = {
  paying: {
    what: 'รายการที่ชำระ',
    extension: 'การขยายสัญญา {{start}} – {{end}}',
    partTotal: 'ยอดรวมของการจอง',
    extensionTotal: 'ยอดรวมของการขยายสัญญา',
    bill: 'บิลที่ {{n}} จาก {{of}}',
    billPeriod: '{{start}} – {{end}}',
    gross: 'ยอดบิลที่ถึงกำหนด',
    withheld: 'ภาษีหัก ณ ที่จ่ายที่ท่านหักไว้',
    net: 'ยอดชำระสุทธิ',
    netPending: 'กำลังคำนวณยอดหลังหักภาษี ณ ที่จ่าย…',
    paidGross: 'ยอดบิลที่ชำระครั้งนี้',
    paidWithheld: 'ภาษีหัก ณ ที่จ่าย',
  },
};
