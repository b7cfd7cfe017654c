import type { Catalog } from './types.ts';

export type { CatalogPart, CatalogPartTexts } from './parts.ts';
export { CATALOG_PARTS, loadCatalogPart } from './parts.ts';
export type { Translate } from './translator.ts';
export { createTranslator, interpolate, lookup } from './translator.ts';
export type {
  Catalog,
  CatalogKey,
  CatalogNamespace,
  CatalogVariables,
  InterpolationValue,
  Localized,
  TranslateArgs,
} from './types.ts';

import type { Language } from './languages.ts';

export { LANGUAGES, type Language } from './languages.ts';

/** Each language named in itself, for the language switcher. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { th: 'ไทย', en: 'English' };

/** Loads only the requested language's catalogue (a separate chunk in the web build). */
export const loadCatalog = async (lang: Language): Promise<Catalog> =>
  lang === 'th' ? (await import('./th.ts')).th : (await import('./en.ts')).en;
