import type { Language } from '@self-storage/core';
import type { CatalogPart } from '@self-storage/locales';
import type { i18n } from 'i18next';
import { type ComponentType, use } from 'react';
import { useTranslation } from 'react-i18next';
import { hasTexts, loadTexts } from './i18n.ts';

/** A screen whose code is a chunk of its own, fetched when its route is first drawn. */
export interface LazyScreen {
  /** Draws the screen; until its code (and texts) have arrived it suspends. */
  readonly Screen: ComponentType;
  /** Fetches what the screen needs; awaited before a first render, which then draws it at once. */
  load(i18n: i18n): Promise<void>;
}

/**
 * Unlike React.lazy, a screen loaded beforehand renders in the same pass, so hydration meets the
 * prerendered page and not a fallback. `texts` names a part of the catalogue the screen needs
 * beyond what every page has.
 */
export const lazyScreen = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  texts?: CatalogPart,
): LazyScreen => {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const loadCode = (): Promise<void> => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
      },
      (error: unknown) => {
        // A failed chunk fetch (offline) is tried again on the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const loadTextsOf = (instance: i18n): Promise<void> | undefined =>
    texts === undefined || hasTexts(instance, texts)
      ? undefined
      : loadTexts(instance, instance.language as Language, texts);
  const Screen = () => {
    const { i18n } = useTranslation();
    // Both fetches start before either is waited for; each promise is cached, as `use` needs.
    const code = loaded === undefined ? loadCode() : undefined;
    const words = loadTextsOf(i18n);
    if (code) use(code);
    if (words) use(words);
    const Loaded = loaded as ComponentType;
    return <Loaded />;
  };
  return {
    Screen,
    load: async (instance) => {
      await Promise.all([loadCode(), loadTextsOf(instance)]);
    },
  };
};
