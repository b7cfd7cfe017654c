import { assertSatang, fromSatang, toSatang } from '../money/satang.ts';

/** Thai VAT, included in the service charges of a bill (deposits carry none). */
export const VAT_PERCENT = 7;

/**
 * Withholding tax rates a payer applies to the amount before VAT (Revenue Department order
 * ท.ป.4/2528): 5% on rent of property, 3% on a service. The operator's terms decide which one a
 * storage unit is; the server states the rate it applies.
 */
export const WITHHOLDING_RATES = { rent: 5, service: 3 } as const;
export type WithholdingKind = keyof typeof WITHHOLDING_RATES;

/** Days after a payment net of withholding within which its certificate (50 ทวิ) is due. */
export const WITHHOLDING_CERTIFICATE_DAYS = 30;

/** One bill's withholding, in integer satang. */
export interface WithholdingSatang {
  ratePercent: number;
  /** The bill, VAT included: what it comes to without withholding. */
  gross: number;
  /** Deposits in the bill: refunded later, so neither VAT nor withholding applies to them. */
  deposits: number;
  /** The VAT included in the service charges (gross − deposits). */
  vat: number;
  /** The service charges before VAT: what the rate applies to. */
  base: number;
  withheld: number;
  /** gross − withheld: what the customer pays. */
  net: number;
}

/**
 * A bill paid net of withholding: VAT is taken out of the service charges (rounded to the
 * satang, as the tax invoice shows it), the rate applies to what is left, and the customer pays
 * the gross less what is withheld. A rate of 0 is a bill paid in full.
 */
export const withholdingOf = (gross: number, deposits: number, ratePercent: number): WithholdingSatang => {
  assertSatang(gross, 'gross');
  assertSatang(deposits, 'deposits');
  const services = gross - deposits;
  const vat = Math.round((services * VAT_PERCENT) / (100 + VAT_PERCENT));
  const base = services - vat;
  const withheld = Math.round((base * ratePercent) / 100);
  return { ratePercent, gross, deposits, vat, base, withheld, net: gross - withheld };
};

/** Several bills paid at once: each bill's withholding is worked out (and rounded) on its own. */
export const sumWithholdings = (bills: readonly WithholdingSatang[]): WithholdingSatang => ({
  ratePercent: bills[0]?.ratePercent ?? 0,
  gross: bills.reduce((sum, b) => sum + b.gross, 0),
  deposits: bills.reduce((sum, b) => sum + b.deposits, 0),
  vat: bills.reduce((sum, b) => sum + b.vat, 0),
  base: bills.reduce((sum, b) => sum + b.base, 0),
  withheld: bills.reduce((sum, b) => sum + b.withheld, 0),
  net: bills.reduce((sum, b) => sum + b.net, 0),
});

/** The wire's figures (baht) of a withholding. */
export interface WithholdingBaht {
  rate_percent: number;
  gross: number;
  vat: number;
  base: number;
  withheld: number;
  net: number;
}

export const withholdingToBaht = (w: WithholdingSatang): WithholdingBaht => ({
  rate_percent: w.ratePercent,
  gross: fromSatang(w.gross),
  vat: fromSatang(w.vat),
  base: fromSatang(w.base),
  withheld: fromSatang(w.withheld),
  net: fromSatang(w.net),
});

/**
 * The server's figures (baht) as satang, for a screen or a terminal to show the arithmetic a
 * customer can check: gross, its VAT and the base, the rate, what is withheld and the net.
 */
export const withholdingFromBaht = (w: WithholdingBaht): Omit<WithholdingSatang, 'deposits'> => ({
  ratePercent: w.rate_percent,
  gross: toSatang(w.gross),
  vat: toSatang(w.vat),
  base: toSatang(w.base),
  withheld: toSatang(w.withheld),
  net: toSatang(w.net),
});
