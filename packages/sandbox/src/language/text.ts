import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@self-storage/core';

/**
 * A sentence a customer may read, in both languages. Every `response_message` and every mail is
 * written as one, and the reply picks the caller's language (`Accept-Language`, see
 * `languageOf`), so a Thai screen never shows an English server sentence.
 */
export type Text = Readonly<Record<Language, string>>;

export const text = (th: string, en: string): Text => ({ th, en });

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
