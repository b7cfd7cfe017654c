import type { Language } from '@self-storage/core';
import { CATALOG_PARTS, type CatalogPart, loadCatalogPart } from '@self-storage/locales';
import i18next, { type i18n } from 'i18next';
import { keepWordsWhole } from './jsx/whole-words.ts';

const NAMESPACE = 'translation';

interface Fetches {
  loading: Map<string, Promise<void>>;
  loaded: Set<string>;
}

/**
 * Per i18next instance, each `language/part` fetched or being fetched, and those that arrived.
 * Keyed by the instance's store: react-i18next's useTranslation hands out wrappers of the instance.
 */
const fetches = new WeakMap<object, Fetches>();

const fetchesOf = (instance: i18n): Fetches => {
  let state = fetches.get(instance.store);
  if (!state) {
    state = { loading: new Map(), loaded: new Set() };
    fetches.set(instance.store, state);
  }
  return state;
};

/** Whether `part` of the active language's texts is in `instance`. */
export const hasTexts = (instance: i18n, part: CatalogPart): boolean =>
  fetchesOf(instance).loaded.has(`${instance.language}/${part}`);

/** Fetches `part` of `language`'s texts into `instance`, once (a failed fetch is tried again). */
export const loadTexts = (instance: i18n, language: Language, part: CatalogPart): Promise<void> => {
  const { loading, loaded } = fetchesOf(instance);
  const key = `${language}/${part}`;
  let fetching = loading.get(key);
  if (!fetching) {
    fetching = loadCatalogPart(language, part).then(
      (texts) => {
        instance.addResourceBundle(language, NAMESPACE, texts, true, true);
        keepWordsWhole(texts.common?.wholeWords ?? '');
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, fetching);
  }
  return fetching;
};

/**
 * An i18next instance holding only `language`'s texts that any page shows; the booking screens'
 * and other languages' are fetched when needed.
 */
export const createI18n = async (language: Language): Promise<i18n> => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: {},
    fallbackLng: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Each screen's texts are loaded before it renders (src/app/screen-route.ts), so the hook never
    // waits; a suspending hook would also throw the prerender's synchronous pass.
    react: { useSuspense: false },
  });
  await loadTexts(instance, language, 'pages');
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

/** Fetches the parts of `language` that the active language has, then switches. */
export const switchLanguage = async (instance: i18n, language: Language): Promise<void> => {
  await Promise.all(
    CATALOG_PARTS.filter((part) => hasTexts(instance, part)).map((part) =>
      loadTexts(instance, language, part),
    ),
  );
  await instance.changeLanguage(language);
};
