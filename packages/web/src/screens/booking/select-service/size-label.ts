import type { Language, Size } from '@self-storage/core';
import { OFFER_SEPARATOR, sizeOffer, sizeOfferTexts } from '@self-storage/core/figures';
import type { TFunction } from 'i18next';

/**
 * A size's option text: its name, then what core's offer says of it (its area when the name does
 * not say it, "from X baht/month" when the server sends get-size's `price_from`), as the CLI shows it.
 */
export const sizeLabel = (size: Size, language: Language, t: TFunction): string => {
  const offer = sizeOffer(size, language);
  return [offer.name, ...sizeOfferTexts(offer, language).map(({ key, values }) => t(key, values))].join(
    OFFER_SEPARATOR,
  );
};
