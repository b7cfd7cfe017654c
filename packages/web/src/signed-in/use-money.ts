import { formatAmount, toSatang } from '@self-storage/core/money';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';

export interface Money {
  /** A wire amount in baht, as "1,234.00 baht" in the user's language. */
  baht(amount: number): string;
  /** The same for an amount in satang (core's money maths). */
  satang(amount: number): string;
  /** A wire amount in baht as a bare figure ("1,234.00"), for texts that name the currency. */
  figure(amount: number): string;
}

/** Amounts with 2 decimals and the currency label (SPEC section 9). */
export const useMoney = (): Money => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const satang = (amount: number) => t('payment.amount', { amount: formatAmount(amount, language) });
  return {
    satang,
    baht: (amount) => satang(toSatang(amount)),
    figure: (amount) => formatAmount(toSatang(amount), language),
  };
};
