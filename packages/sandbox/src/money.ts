import type { Text } from './language/text.ts';

/** Everything is computed in integer satang; the wire carries baht with at most 2 decimals. */

export const toBaht = (satang: number): number => satang / 100;

export const toSatang = (baht: number): number => Math.round(baht * 100);

const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1,234.50 baht`, for logs and pages. */
export const formatBaht = (satang: number): string => `${formatter.format(toBaht(satang))} baht`;

/** `1,234.50 บาท` / `1,234.50 baht`, for messages and mails (Thai amounts use Latin digits too). */
export const bahtText = (satang: number): Text => {
  const amount = formatter.format(toBaht(satang));
  return { th: `${amount} บาท`, en: `${amount} baht` };
};
