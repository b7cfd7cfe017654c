import { THAI_ID_CARD_DIGITS } from '../constants.ts';

/**
 * The Thai national ID check digit: the first 12 digits weighted 13 down to 2, then
 * (11 − sum mod 11) mod 10. Undefined when the input is not 12 digits.
 */
export const thaiIdCheckDigit = (first12: string): number | undefined => {
  if (!/^\d{12}$/.test(first12)) return undefined;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (THAI_ID_CARD_DIGITS - i);
  return (11 - (sum % 11)) % 10;
};

export const isValidThaiId = (id: string): boolean =>
  /^\d{13}$/.test(id) && thaiIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
