import type { en } from './en.ts';

/** The shape of `en` with every text widened to `string`: what each language must provide. */
export type Localized<T> = { readonly [K in keyof T]: T[K] extends string ? string : Localized<T[K]> };

/** A complete catalogue of the product's texts in one language. */
export type Catalog = Localized<typeof en>;

/** The top-level groups of texts (`common`, `login`, `payment` ...). */
export type CatalogNamespace = keyof Catalog;

type LeafPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text's dotted key, e.g. `'payment.qr.error'`; the same keys i18next resolves. */
export type CatalogKey = LeafPaths<Catalog, ''>;

type SourceText<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? SourceText<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

type VariablesIn<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | VariablesIn<Rest>
  : never;

/** The `{{name}}` variables of a key's text, read from the English source. */
export type CatalogVariables<K extends CatalogKey> = VariablesIn<SourceText<typeof en, K>>;

export type InterpolationValue = string | number;

/** Texts without variables take no second argument; texts with variables need every one of them. */
export type TranslateArgs<K extends CatalogKey> = [CatalogVariables<K>] extends [never]
  ? []
  : [vars: Record<CatalogVariables<K>, InterpolationValue>];
