import type { Language } from '../constants.ts';
import { formatAmount } from '../money/satang.ts';
import type { SizeOffer } from './size-offer.ts';

/**
 * A catalogue text (packages/locales) and its values, as the web app and the CLI pass them to
 * their translate functions: core decides what an offer says and in which order, the catalogue
 * says it in a language.
 */
export interface OfferText {
  key: OfferTextKey;
  values: Readonly<Record<string, string | number>>;
}

/** Every catalogue text an offer may use. */
export const OFFER_TEXT_KEYS = [
  'sizeOption.area',
  'sizeOption.priceFrom',
  'unitPlace.buildingFloor',
  'unitPlace.building',
  'unitPlace.floor',
  'unit.areaValue',
  'unit.perMonth',
  'unit.dimensionsTooltip',
] as const;
export type OfferTextKey = (typeof OFFER_TEXT_KEYS)[number];

/**
 * What a size's option says after its name, in order: its area unless the name says it, and
 * "from X baht/month" when the server sends get-size's `price_from`. Apps join name and texts
 * with {@link OFFER_SEPARATOR}.
 */
export const sizeOfferTexts = (offer: SizeOffer, language: Language): OfferText[] => [
  ...(offer.area === undefined ? [] : [{ key: 'sizeOption.area' as const, values: { area: offer.area } }]),
  ...(offer.priceFrom === undefined
    ? []
    : [
        { key: 'sizeOption.priceFrom' as const, values: { amount: formatAmount(offer.priceFrom, language) } },
      ]),
];

/** Between an offer's name and its texts on one line. */
export const OFFER_SEPARATOR = ' · ';
