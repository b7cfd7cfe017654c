import type { Catalog } from '@self-storage/locales';

// Types `t('...')` keys against the catalogue, so a missing or misspelt key fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
