import type { Language } from '@self-storage/core';
import type { InterpolationValue, Translate } from '@self-storage/locales';
import { createTranslator, loadCatalog } from '@self-storage/locales';
import { withoutWordJoiners } from '@self-storage/locales/whole-words';

export type { Translate };

/** The catalogue as plain text: the word joiners that keep Thai loanwords whole in a browser go. */
export const loadTranslator = async (lang: Language): Promise<Translate> =>
  createTranslator(withoutWordJoiners(await loadCatalog(lang)));

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
