/** The operator a receipt is issued by: the sandbox's configuration of the business. */
export const OPERATOR = {
  name_th: 'บริษัท เซลฟ์สตอเรจ จำกัด',
  name_en: 'Self-storage Co., Ltd.',
  address_th: '88 ถนนพระรามที่ 3 แขวงบางโคล่ เขตบางคอแหลม กรุงเทพฯ 10120',
  address_en: '88 Rama 3 Road, Bang Khlo, Bang Kho Laem, Bangkok 10120',
  /** The 13-digit tax identification number printed on every receipt. */
  taxId: '0105566012345',
} as const;

/** Thai VAT, included in the service lines of a receipt (deposits carry none). */
export const VAT_PERCENT = 7;
