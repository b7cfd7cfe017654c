/**
 * Thai has no spaces between words, so browsers break lines where ICU's dictionary sees word
 * boundaries, and that dictionary cuts these loanwords (and compounds, e.g. เดินทาง in
 * กระเป๋าเดินทาง) into pieces ("ตู้คี|ออสก์" on a phone). The texts stay plain Thai; the web app
 * draws each of these words in a span that does not wrap (packages/web/src/app/jsx/whole-words.ts),
 * reading them from the catalogue's `common.wholeWords`, which every page loads.
 */
export const WHOLE_WORDS = [
  'คีออสก์',
  'คิวอาร์โค้ด',
  'พร้อมเพย์',
  'คีย์การ์ด',
  'ไชน่าทาวน์',
  'ออนไลน์',
  'เครดิต',
  'เดบิต',
  'อีเมล',
  'สต็อก',
  'โปรโมชั่น',
  'เดินทาง',
];
