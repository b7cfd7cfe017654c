import type { Language } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import type { OfferText } from '@self-storage/core/figures';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { type Translate, translate } from './messages.ts';
import { displayWidth } from './table.ts';

/** Names in the chosen language come from core's booking figures, as on the web. */
export { nameIn } from '@self-storage/core/figures';

/** Wire baht as `1,234.50`; for table cells whose header carries the currency. */
export const amount = (baht: number, lang: Language): string => formatAmount(toSatang(baht), lang);

/** Wire baht as `1,234.50 baht` (or `บาท`). */
export const money = (baht: number, lang: Language, t: Translate): string =>
  t('payment.amount', { amount: amount(baht, lang) });

/** A text of core's size or unit offer, in the catalogue's words. */
export const offerText = (t: Translate, text: OfferText): string => translate(t, text.key, text.values);

export const satangMoney = (satang: number, lang: Language, t: Translate): string =>
  t('payment.amount', { amount: formatAmount(satang, lang) });

export const dateRange = (start: string, end: string, lang: Language, t: Translate): string =>
  t('booking.dateRange', { start: formatDate(start, lang), end: formatDate(end, lang) });

/** `label: value` lines with the values aligned. */
export const details = (pairs: readonly (readonly [string, string])[]): string => {
  const width = Math.max(...pairs.map(([label]) => displayWidth(label)));
  return pairs
    .map(([label, value]) => `${label}${' '.repeat(width - displayWidth(label))}  ${value}`)
    .join('\n');
};
