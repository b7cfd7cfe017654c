import type { Language } from '@self-storage/core';
import type { InterpolationValue, Translate } from '@self-storage/locales';
import { createTranslator, loadCatalog } from '@self-storage/locales';

export type { Translate };

/** The catalogue in the given language. */
export const loadTranslator = async (lang: Language): Promise<Translate> =>
  createTranslator(await loadCatalog(lang));

type LooseTranslate = (key: string, vars?: Readonly<Record<string, InterpolationValue>>) => string;

/**
 * For keys known only at run time (error keys from core, keys carried by a CliError), where the
 * per-key typing of `Translate` cannot follow; an unknown key still comes back as itself.
 */
export const translate = (
  t: Translate,
  key: string,
  vars?: Readonly<Record<string, InterpolationValue>>,
): string => (t as unknown as LooseTranslate)(key, vars);
