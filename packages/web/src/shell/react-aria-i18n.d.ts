// react-aria-components' per-language dictionaries (`i18n/*`) are typed as a type-only default
// export, though each module's default is the dictionary itself: texts by package, then key.
declare module 'react-aria-components/i18n/en-US' {
  import type { ReactAriaText } from '@self-storage/locales/th/react-aria';

  const strings: Readonly<Record<string, Readonly<Record<string, ReactAriaText>>>>;
  export default strings;
}
