import type { SandboxContext } from '../context.ts';
import { bangkokDate } from '../time.ts';
import { type Buyer, currentBuyer, sameBuyer } from './buyer.ts';
import { OPERATOR_TAX } from './operator-tax.ts';

export interface TaxInvoiceRow {
  id: number;
  number: string;
  invoice_id: number;
  buyer_kind: Buyer['kind'];
  buyer_name: string;
  buyer_address: string;
  buyer_tax_id: string;
  buyer_branch: string | null;
  replaces_id: number | null;
  issued_at: number;
}

export const buyerOf = (row: TaxInvoiceRow): Buyer => ({
  kind: row.buyer_kind,
  name: row.buyer_name,
  address: row.buyer_address,
  taxId: row.buyer_tax_id,
  branch: row.buyer_branch,
});

export const taxInvoiceById = (ctx: SandboxContext, id: number): TaxInvoiceRow | undefined =>
  ctx.store.get<TaxInvoiceRow>('SELECT * FROM tax_invoices WHERE id = ?', id);

/** The bill's tax invoice in force (the last of its replacements), if one was issued. */
export const currentTaxInvoice = (ctx: SandboxContext, invoiceId: number): TaxInvoiceRow | undefined =>
  ctx.store.get<TaxInvoiceRow>('SELECT * FROM tax_invoices WHERE invoice_id = ? AND replaced = 0', invoiceId);

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
    const current = currentTaxInvoice(ctx, invoiceId);
    const buyer = corrected ?? (current ? buyerOf(current) : currentBuyer(ctx, customerId));
    if (current && sameBuyer(buyerOf(current), buyer)) return current;
    const now = ctx.now();
    const year = Number(bangkokDate(now).slice(0, 4));
    const seq =
      (ctx.store.get<{ seq: number | null }>('SELECT max(seq) AS seq FROM tax_invoices WHERE year = ?', year)
        ?.seq ?? 0) + 1;
    if (current) ctx.store.run('UPDATE tax_invoices SET replaced = 1 WHERE id = ?', current.id);
    const number = `${OPERATOR_TAX.numberPrefix}-${year}-${String(seq).padStart(6, '0')}`;
    ctx.store.run(
      `INSERT INTO tax_invoices (number, year, seq, invoice_id, buyer_kind, buyer_name, buyer_address, buyer_tax_id,
         buyer_branch, replaces_id, issued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      number,
      year,
      seq,
      invoiceId,
      buyer.kind,
      buyer.name,
      buyer.address,
      buyer.taxId,
      buyer.branch,
      current?.id ?? null,
      now,
    );
    return currentTaxInvoice(ctx, invoiceId) as TaxInvoiceRow;
  });
