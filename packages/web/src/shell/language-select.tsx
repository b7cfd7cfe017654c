import { isLanguage, LANGUAGES } from '@self-storage/core';
import { LANGUAGE_NAMES } from '@self-storage/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';

/** Each language is named in itself so a reader of the other one can still find theirs. */
export const LanguageSelect = () => {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <span className="language-select__icon" aria-hidden="true" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
};
