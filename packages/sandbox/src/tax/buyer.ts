import type { RequestOf } from '@self-storage/core';
import { HEAD_OFFICE_BRANCH } from '@self-storage/core/contract';
import { isValidThaiId } from '@self-storage/core/forms';
import { cleanAddress, cleanName } from '../accounts/text-rules.ts';
import type { SandboxContext } from '../context.ts';
import { findCustomer } from '../data/customers.ts';
import { lastBuyerOfCustomer } from '../data/tax-invoices.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';

export interface Buyer {
  kind: 'person' | 'company';
  name: string;
  address: string;
  taxId: string;
  /** A company's branch (00000 the head office); null for a person. */
  branch: string | null;
}

/**
 * The buyer as registered: a company's name, registration number (its tax ID) and address,
 * taken to be its head office until corrected; a person's name, Thai ID or passport and address.
 */
export const registeredBuyer = (ctx: SandboxContext, customerId: number): Buyer => {
  const c = findCustomer(ctx.store, customerId);
  if (!c) throw new Error(`customer ${customerId} is missing`);
  return c.customer_type === 2
    ? {
        kind: 'company',
        name: c.company_name,
        address: c.full_address,
        taxId: c.legal_number,
        branch: HEAD_OFFICE_BRANCH,
      }
    : {
        kind: 'person',
        name: `${c.firstname} ${c.lastname}`,
        address: c.full_address,
        taxId: c.person_id.replace(/[\s-]/g, '').toUpperCase(),
        branch: null,
      };
};

/** The buyer a new tax invoice of this customer's is made out to: the last one issued, else the registration's. */
export const currentBuyer = (ctx: SandboxContext, customerId: number): Buyer => {
  const registered = registeredBuyer(ctx, customerId);
  const last = lastBuyerOfCustomer(ctx.store, customerId);
  return last
    ? {
        kind: registered.kind,
        name: last.buyer_name,
        address: last.buyer_address,
        taxId: last.buyer_tax_id,
        branch: last.buyer_branch,
      }
    : registered;
};

/**
 * A correction of the buyer's details, checked for its kind: a company's tax ID is 13 digits and
 * it names its branch; a person's is a Thai ID (its check digit too) or a passport number, no branch.
 * The name and address follow registration's rules, as they are printed and written into the XML.
 */
export const correctedBuyer = (
  kind: Buyer['kind'],
  asked: NonNullable<RequestOf<'taxInvoice'>['buyer']>,
): Buyer => {
  const taxId = asked.tax_id.trim();
  if (kind === 'company') {
    if (!/^\d{13}$/.test(taxId))
      throw refuse('invalid_request', text('server.replies.tax.companyTaxIdDigits'));
    if (asked.branch === null) throw refuse('invalid_request', text('server.replies.tax.branchMissing'));
  } else {
    if (asked.branch !== null) throw refuse('invalid_request', text('server.replies.tax.personHasNoBranch'));
    if (/^\d{13}$/.test(taxId) && !isValidThaiId(taxId))
      throw refuse('invalid_request', text('server.replies.tax.thaiIdInvalid'));
  }
  return {
    kind,
    name: cleanName('buyer.name', asked.name),
    address: cleanAddress('buyer.address', asked.address),
    taxId,
    branch: asked.branch,
  };
};

export const sameBuyer = (a: Buyer, b: Buyer): boolean =>
  a.name === b.name && a.address === b.address && a.taxId === b.taxId && a.branch === b.branch;

/** The buyer on the wire. */
export const buyerReply = (b: Buyer) => ({
  kind: b.kind,
  name: b.name,
  address: b.address,
  tax_id: b.taxId,
  branch: b.branch,
});
