import { HEAD_OFFICE_BRANCH } from '@self-storage/core/contract';
import { WITHHOLDING_RATES, type WithholdingKind } from '@self-storage/core/figures';

/**
 * The operator's tax configuration (docs/sandbox.md): the branch its tax invoices are issued
 * from, and what its terms call a storage unit for withholding tax. Renting a unit is rent of
 * property (5%); terms that sell storage as a service (the operator keeps the goods, insures
 * and moves them) make it a service (3%). Change `withholdingKind` to `service` for those.
 */
export const OPERATOR_TAX = {
  /** 00000 is the head office; a branch issuing its own invoices has its five-digit number. */
  branch: HEAD_OFFICE_BRANCH,
  withholdingKind: 'rent' as WithholdingKind,
  /** The prefix of the tax invoices' own sequence: TI-<year>-<number>. */
  numberPrefix: 'TI',
} as const;

/** The rate a company withholds from this operator's bills, percent of the amount before VAT. */
export const withholdingRate = (): number => WITHHOLDING_RATES[OPERATOR_TAX.withholdingKind];
