import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@self-storage/core';
import type {
  Catalog,
  CatalogKey,
  CatalogVariables,
  InterpolationValue,
  Translate,
} from '@self-storage/locales';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import { createTranslator } from '@self-storage/locales/translator';

/**
 * A sentence a customer may read, in both languages. Every `response_message` and every mail is
 * written as one, and the reply picks the caller's language (`Accept-Language`, see
 * `languageOf`), so a Thai screen never shows an English server sentence.
 */
export type Text = Readonly<Record<Language, string>>;

/** The server's texts: the `server` part of `@self-storage/locales`. */
export type ServerKey = Extract<CatalogKey, `server.${string}`>;

/** A value put into a text: the same in both languages, or a `Text` (an amount, a date) per language. */
export type TextValue = InterpolationValue | Text;

type TextArgs<K extends CatalogKey> = [CatalogVariables<K>] extends [never]
  ? []
  : [vars: Record<CatalogVariables<K>, TextValue>];

const CATALOGS: Readonly<Record<Language, Catalog>> = { th, en };
const TRANSLATORS: Readonly<Record<Language, Translate>> = {
  th: createTranslator(th),
  en: createTranslator(en),
};

const valueIn = (value: TextValue, language: Language): InterpolationValue =>
  typeof value === 'object' ? value[language] : value;

/**
 * A catalogue text in one language, its `{{variables}}` filled in that language's form. The
 * server's own texts are under `server.`; a text the apps show too (`payment.currency`) is
 * taken from where they take it.
 */
export const textIn = <K extends CatalogKey>(language: Language, key: K, ...[vars]: TextArgs<K>): string => {
  const filled = vars
    ? Object.fromEntries(
        Object.entries(vars).map(([name, value]) => [name, valueIn(value as TextValue, language)]),
      )
    : undefined;
  return (TRANSLATORS[language] as (key: string, vars?: Record<string, InterpolationValue>) => string)(
    key,
    filled,
  );
};

/** A server text by its key, in both languages, its `{{variables}}` filled in each language's form. */
export const text = <K extends ServerKey>(key: K, ...args: TextArgs<K>): Text => ({
  th: textIn('th', key, ...args),
  en: textIn('en', key, ...args),
});

/** A sentence made in each language on its own (texts joined, one part only in some cases). */
export const perLanguage = (write: (language: Language) => string): Text => ({
  th: write('th'),
  en: write('en'),
});

/** Data kept in both languages (a branch's name from the catalogue): not a text of ours. */
export const inBoth = (th: string, en: string): Text => ({ th, en });

/** The server's texts of one language, for documents that read a whole group of labels. */
export const serverTexts = (language: Language): Catalog['server'] => CATALOGS[language].server;

export const say = (message: Text, language: Language): string => message[language];

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language of a request from its `Accept-Language` header: the supported language with the
 * highest q (`th`, `en-US`, `en;q=0.8, th;q=0.9` ...); Thai, the product's default, when none is.
 */
export const languageOf = (header: string | null | undefined): Language => {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
};
