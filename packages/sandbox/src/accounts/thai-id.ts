/**
 * A Thai national ID: 13 digits, the last a check digit: the first 12 weighted 13 down to 2,
 * summed, and (11 − sum mod 11) mod 10.
 */
export const isThaiId = (value: string): boolean => {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
};
