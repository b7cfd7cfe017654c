import type { Language } from '@self-storage/core';

/** The provider sends every name in both languages; the user reads the one of theirs. */
export const nameIn = (
  item: { name_th: string; name_en?: string | undefined },
  language: Language,
): string => (language === 'en' && item.name_en ? item.name_en : item.name_th);

/** For the `*_th` / `*_en` pairs of the unit availability result. */
export const pick = (th: string, en: string, language: Language): string =>
  language === 'en' && en ? en : th;
