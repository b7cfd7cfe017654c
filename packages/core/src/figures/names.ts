import type { Language } from '../constants.ts';

/** Something the provider names in both languages (branches, groups, sizes, fees, promotions). */
export interface Bilingual {
  name_th: string;
  name_en?: string | undefined;
}

/** The name in the active language; Thai where the English one is missing. */
export const nameIn = (item: Bilingual, language: Language): string =>
  language === 'en' && item.name_en ? item.name_en : item.name_th;

/** For the `*_th` / `*_en` pairs of the unit availability result. */
export const pickName = (th: string, en: string, language: Language): string =>
  language === 'en' && en ? en : th;

/**
 * A promotion's name: from its th/en fields when the server sends them, else the `name` it
 * answered in the language the client asked for (Accept-Language).
 */
export const promotionNameIn = (
  promotion: { name: string; name_th?: string | undefined; name_en?: string | undefined },
  language: Language,
): string =>
  promotion.name_th
    ? nameIn({ name_th: promotion.name_th, name_en: promotion.name_en }, language)
    : promotion.name;
