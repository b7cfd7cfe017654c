import { today } from '@self-storage/core/dates';
import { recordTaxInvoice } from '../bookings/events.ts';
import type { SandboxContext } from '../context.ts';
import {
  insertTaxInvoice,
  lastTaxInvoiceSeq,
  markTaxInvoiceReplaced,
  type TaxInvoiceRow,
  taxInvoiceInForce,
} from '../data/tax-invoices.ts';
import { OPERATOR_TAX } from '../ledger/operator-tax.ts';
import { type Buyer, currentBuyer, sameBuyer } from './buyer.ts';

export const buyerOf = (row: TaxInvoiceRow): Buyer => ({
  kind: row.buyer_kind,
  name: row.buyer_name,
  address: row.buyer_address,
  taxId: row.buyer_tax_id,
  branch: row.buyer_branch,
});

/**
 * The tax invoice of a paid bill: the one in force when the buyer is unchanged (asking again is
 * the same document), else a new one with the next number of the year's own sequence, which
 * replaces the one in force, if any. Numbering and replacing happen in one transaction, so two
 * requests at once never share a number or leave two in force (the unique indexes hold it too).
 */
export const issueTaxInvoice = (
  ctx: SandboxContext,
  customerId: number,
  invoiceId: number,
  corrected: Buyer | undefined,
): TaxInvoiceRow =>
  ctx.store.transaction(() => {
    const current = taxInvoiceInForce(ctx.store, invoiceId);
    const buyer = corrected ?? (current ? buyerOf(current) : currentBuyer(ctx, customerId));
    if (current && sameBuyer(buyerOf(current), buyer)) return current;
    const now = ctx.now();
    const year = Number(today(now).slice(0, 4));
    const seq = lastTaxInvoiceSeq(ctx.store, year) + 1;
    if (current) markTaxInvoiceReplaced(ctx.store, current.id);
    const number = `${OPERATOR_TAX.numberPrefix}-${year}-${String(seq).padStart(6, '0')}`;
    insertTaxInvoice(ctx.store, {
      number,
      year,
      seq,
      invoiceId,
      buyer,
      replacesId: current?.id ?? null,
      issuedAt: now,
    });
    recordTaxInvoice(ctx, number, invoiceId);
    return taxInvoiceInForce(ctx.store, invoiceId) as TaxInvoiceRow;
  });
