import { formatAmount } from '@self-storage/core/money';
import { perLanguage, type Text, textIn } from './language/text.ts';

/** Amounts as the sandbox's pages and mails write them; the satang and baht themselves are core's. */

/** `1,234.50 baht`, for logs and pages. */
export const formatBaht = (satang: number): string => `${formatAmount(satang, 'en')} baht`;

/** `1,234.50 บาท` / `1,234.50 baht`, for messages and mails (Thai amounts use Latin digits too). */
export const bahtText = (satang: number): Text =>
  perLanguage((language) => `${formatAmount(satang, language)} ${textIn(language, 'payment.currency')}`);
