import type { Language } from '../constants.ts';
import type { Size } from '../contract/types.ts';
import { OFFER_SEPARATOR, type OfferText, sizeOfferTexts } from './offer-text.ts';
import { sizeOffer } from './size-offer.ts';

/**
 * A size's option text, as the web's size options and the CLI's sizes list show it: its name,
 * then its offer's texts (area unless the name says it, "from X baht/month") in the catalogue's
 * words, which `say` gives from each app's translate function.
 */
export const sizeLabel = (size: Size, language: Language, say: (text: OfferText) => string): string => {
  const offer = sizeOffer(size, language);
  return [offer.name, ...sizeOfferTexts(offer, language).map(say)].join(OFFER_SEPARATOR);
};
