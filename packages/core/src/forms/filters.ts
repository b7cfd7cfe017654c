/**
 * Keystroke filter for digit-only inputs (phone 15, ID card 13, legal number unlimited, OTP
 * boxes 1): drops every other character and cuts to `max`, so a paste of "081-234 5678" becomes
 * "0812345678". Thai digits (๐-๙) are read as their Arabic equivalents.
 */
export const digitsOnly = (value: string, max?: number): string => {
  const digits = value
    .replace(/[\u0e50-\u0e59]/g, (thai) => String(thai.charCodeAt(0) - 0x0e50))
    .replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, Math.max(0, max));
};
