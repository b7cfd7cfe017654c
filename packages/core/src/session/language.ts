import type { Language } from '../constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';
import { LANGUAGE_KEY } from './keys.ts';
import type { KeyValueStorage } from './storage.ts';
import { safeGetItem, safeSetItem } from './storage.ts';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The stored choice, if it is one the app speaks. */
export const readLanguage = (storage: KeyValueStorage): Language | undefined => {
  const stored = safeGetItem(storage, LANGUAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
};

export const saveLanguage = (storage: KeyValueStorage, language: Language): boolean =>
  safeSetItem(storage, LANGUAGE_KEY, language);

/**
 * SPEC section 9's detection order: the stored choice, then the first browser (or system)
 * language whose primary tag the app speaks (`th-TH` counts as `th`), then Thai.
 */
export const resolveLanguage = (storage: KeyValueStorage, preferred: readonly string[] = []): Language => {
  const stored = readLanguage(storage);
  if (stored) return stored;
  for (const tag of preferred) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
};
