import type { Language } from './languages.ts';
import type { Catalog } from './types.ts';

/**
 * The web app's texts in parts, each fetched on its own: `pages`, what any page can show (frame,
 * home page, errors), `account`, the registration and password screens', and `booking`, the
 * signed-in screens', and `legal`, the terms, privacy and cookie pages'. The CLI's are in none of them.
 */
export const CATALOG_PARTS = ['pages', 'account', 'booking', 'legal'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

export type CatalogPartTexts = Partial<Catalog>;

const PARTS: Readonly<Record<Language, Record<CatalogPart, () => Promise<CatalogPartTexts>>>> = {
  th: {
    pages: async () => (await import('./th/pages.ts')).pages,
    account: async () => (await import('./th/account.ts')).account,
    booking: async () => (await import('./th/booking.ts')).booking,
    legal: async () => (await import('./th/legal.ts')).legal,
  },
  en: {
    pages: async () => (await import('./en/pages.ts')).pages,
    account: async () => (await import('./en/account.ts')).account,
    booking: async () => (await import('./en/booking.ts')).booking,
    legal: async () => (await import('./en/legal.ts')).legal,
  },
};

/** Loads one part of a language's catalogue (a chunk of its own in the web build). */
export const loadCatalogPart = (lang: Language, part: CatalogPart): Promise<CatalogPartTexts> =>
  PARTS[lang][part]();
