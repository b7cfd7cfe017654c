import { DEFAULT_LANGUAGE, isLanguage, type Language, saveLanguage } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './i18n.ts';
import { useServices } from './services-context.tsx';

export interface LanguageView {
  language: Language;
  /** Stores the choice (it wins over the browser language next time) and switches. */
  setLanguage(language: Language): Promise<void>;
}

export const useLanguage = (): LanguageView => {
  const { i18n } = useTranslation();
  const { storage } = useServices();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return {
    language,
    async setLanguage(next) {
      saveLanguage(storage.local, next);
      await switchLanguage(i18n, next);
    },
  };
};
