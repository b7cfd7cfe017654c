import type { Language } from '@self-storage/core';
import { loadCatalog } from '@self-storage/locales';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const NAMESPACE = 'translation';

/** An i18next instance holding only `language`'s catalogue; others are fetched on switch. */
export const createI18n = async (language: Language): Promise<i18n> => {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { [NAMESPACE]: await loadCatalog(language) } },
    fallbackLng: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
};

/** Keeps `<html lang>` on the active language (in the browser; the prerender writes it itself). */
export const followDocumentLanguage = (instance: i18n): void => {
  const follow = (language: string): void => {
    document.documentElement.lang = language;
  };
  instance.on('languageChanged', follow);
  follow(instance.language);
};

/** Loads the catalogue if it is not there yet, then switches. */
export const switchLanguage = async (instance: i18n, language: Language): Promise<void> => {
  if (!instance.hasResourceBundle(language, NAMESPACE)) {
    instance.addResourceBundle(language, NAMESPACE, await loadCatalog(language));
  }
  await instance.changeLanguage(language);
};
