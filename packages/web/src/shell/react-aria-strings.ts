import { DEFAULT_LANGUAGE, type Language } from '@self-storage/core';
import { REACT_ARIA_TH, type ReactAriaText } from '@self-storage/locales/th/react-aria';
import english from 'react-aria-components/i18n/en-US';

/**
 * react-aria ships no Thai, so what it writes itself into a date field (an empty part is "Empty",
 * the popover's hidden close button "Dismiss", a day "Today, …") would stay English on a Thai
 * screen. Its one public way to supply texts is the global dictionary its
 * `LocalizedStringProvider` writes for server rendering: texts by package under
 * `Symbol.for('react-aria.i18n.strings')`, for the locale under `Symbol.for('react-aria.i18n.locale')`.
 * (That component itself is an inline script, which the strict CSP refuses; its full dictionary
 * would bring 34 languages; patching react-aria's bundled dictionaries would lean on its private
 * files.) react-aria reads the global once, at the first text it formats, and then answers every
 * locale from it, while the app switches language in place: so each text reads the field's
 * current language when formatted, our Thai or react-aria's own English.
 */
const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');

type Dictionary = Readonly<Record<string, Readonly<Record<string, ReactAriaText>>>>;
const TEXTS: Readonly<Record<Language, Dictionary>> = { th: REACT_ARIA_TH, en: english };

let current: Language = DEFAULT_LANGUAGE;

/** One package's texts, each read in the current language; a text Thai lacks falls back to English. */
const followingLanguage = (pkg: string, keys: readonly string[]): Record<string, ReactAriaText> =>
  Object.defineProperties(
    {},
    Object.fromEntries(
      keys.map((key) => [
        key,
        { enumerable: true, get: () => TEXTS[current][pkg]?.[key] ?? english[pkg]?.[key] },
      ]),
    ),
  );

// Every package react-aria knows, so none it formats is missing from the global (that throws).
Object.assign(window, {
  [LOCALE]: 'th-TH',
  [STRINGS]: Object.fromEntries(
    Object.entries(english).map(([pkg, texts]) => [pkg, followingLanguage(pkg, Object.keys(texts))]),
  ),
});

/**
 * The language react-aria speaks in from now on. Called as a date field renders, before its
 * react-aria parts do, which format their texts as they render.
 */
export const speakReactAria = (language: Language): void => {
  current = language;
};
