/**
 * Thai has no spaces between words, so browsers break lines where ICU's dictionary sees word
 * boundaries, and that dictionary cuts loanwords into pieces ("ตู้คี|ออสก์" on a phone). These
 * words are kept whole by a word joiner (U+2060, no break, no width) between their letters. The
 * CLI strips the joiners (`withoutWordJoiners`): a terminal has no use for them.
 */
export const WORD_JOINER = '\u2060';

/** Loanwords (and compounds, e.g. เดินทาง in กระเป๋าเดินทาง) on the home, registration and booking screens that ICU splits. */
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

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const joined = (word: string): string =>
  Array.from(graphemes.segment(word), ({ segment }) => segment).join(WORD_JOINER);
const PATTERN = new RegExp(WHOLE_WORDS.join('|'), 'g');
const JOINED = new Map(WHOLE_WORDS.map((word) => [word, joined(word)]));

type Texts = { readonly [key: string]: string | Texts };

const mapTexts = <T>(texts: T, map: (text: string) => string): T =>
  Object.fromEntries(
    Object.entries(texts as Texts).map(([key, value]) => [
      key,
      typeof value === 'string' ? map(value) : mapTexts(value, map),
    ]),
  ) as T;

/** A text with every listed loanword held together by word joiners (for server data, e.g. fee names). */
export const keepWholeIn = (text: string): string =>
  text.replace(PATTERN, (word) => JOINED.get(word) ?? word);

/** The texts with every listed loanword held together by word joiners. */
export const keepWordsWhole = <T>(texts: T): T => mapTexts(texts, keepWholeIn);

/** The texts without word joiners, for output that is not laid out by a browser. */
export const withoutWordJoiners = <T>(texts: T): T =>
  mapTexts(texts, (text) => text.replaceAll(WORD_JOINER, ''));
