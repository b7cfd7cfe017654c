import type { Language, Size } from '@self-storage/core';
import { sizeOffer } from '@self-storage/core/figures';
import { formatAmount } from '@self-storage/core/money';
import type { TFunction } from 'i18next';

/**
 * A size's option text: its name, its area when the name does not say it, and "from X baht/month"
 * when the server sends get-size's `price_from` (docs/api.md). Parts a server leaves out are left out.
 */
export const sizeLabel = (size: Size, language: Language, t: TFunction): string => {
  const offer = sizeOffer(size, language);
  return [
    offer.name,
    offer.area === undefined ? '' : t('sizeOption.area', { area: offer.area }),
    offer.priceFrom === undefined
      ? ''
      : t('sizeOption.priceFrom', { amount: formatAmount(offer.priceFrom, language) }),
  ]
    .filter(Boolean)
    .join(' · ');
};
