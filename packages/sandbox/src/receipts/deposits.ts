/** Extra fees refunded at the end of the rental: listed apart, outside VAT and withholding. */
export const DEPOSIT_NAMES_EN: ReadonlySet<string> = new Set(['Key card deposit']);
