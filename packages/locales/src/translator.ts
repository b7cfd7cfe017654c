import type { Catalog, CatalogKey, InterpolationValue, TranslateArgs } from './types.ts';

/** i18next's default `{{name}}` placeholder, spaces inside the braces allowed as i18next does. */
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** Looks up a text by its dotted key; `undefined` when the key names nothing or a whole group. */
export const lookup = (catalog: Catalog, key: string): string | undefined => {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * Fills `{{name}}` placeholders in one pass. A placeholder without a value is left as it is, as
 * i18next does by default, so a forgotten variable shows instead of silently vanishing.
 */
export const interpolate = (text: string, vars?: Readonly<Record<string, InterpolationValue>>): string =>
  vars === undefined
    ? text
    : text.replace(PLACEHOLDER, (placeholder, name: string) =>
        Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
      );

/** Translates a key; texts with `{{variables}}` take an object with every one of them. */
export type Translate = <K extends CatalogKey>(key: K, ...args: TranslateArgs<K>) => string;

/**
 * A framework-free `t` over one catalogue, for the CLI. An unknown key comes back as the key
 * itself, the same fallback i18next uses, so a gap is visible rather than blank.
 */
export const createTranslator = (catalog: Catalog): Translate => {
  const t = (key: string, vars?: Readonly<Record<string, InterpolationValue>>): string => {
    const text = lookup(catalog, key);
    return text === undefined ? key : interpolate(text, vars);
  };
  return t as Translate;
};
