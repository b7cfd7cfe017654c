import type { i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

const TranslationContext = createContext<i18n | null>(null);

/** Gives the screens below it the app's i18next instance (its texts are loaded before they render). */
export const TranslationProvider = ({ i18n, children }: { i18n: i18n; children: ReactNode }) => (
  <TranslationContext value={i18n}>{children}</TranslationContext>
);

export interface Translation {
  /** The active language's texts; a new function when the language changes. */
  t: TFunction;
  i18n: i18n;
}

/**
 * The active language's `t`, re-rendering its component when the language changes. What the app
 * used of react-i18next: its hook also loads namespaces, suspends and binds to options this app
 * never uses (it loads each screen's texts before the screen renders, src/app/screen-route.ts),
 * and weighed 1.6 KB gzip of every page's first load (docs/benchmarks.md).
 */
export const useTranslation = (): Translation => {
  const instance = useContext(TranslationContext);
  if (!instance) throw new Error('useTranslation needs <TranslationProvider> above it');
  const subscribe = useCallback(
    (changed: () => void) => {
      instance.on('languageChanged', changed);
      return () => instance.off('languageChanged', changed);
    },
    [instance],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => instance.language,
    () => instance.language,
  );
  return useMemo(() => ({ t: instance.getFixedT(language), i18n: instance }), [instance, language]);
};
