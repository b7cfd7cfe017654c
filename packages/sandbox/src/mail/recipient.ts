import type { Language } from '@self-storage/core';
import { findCustomer } from '../data/customers.ts';
import type { Store } from '../db/store.ts';

export interface Recipient {
  email: string;
  /** The language the customer registered in: every mail to them is written in it. */
  language: Language;
  /** Whom a mail greets: the person, or the company for a corporate customer; none before registering. */
  name?: string | undefined;
  /** A company: it pays net of withholding and sends an authorised person to the branch. */
  corporate: boolean;
}

/** Corporate customers (customer_type 2) are greeted by their company's name. */
const CORPORATE = 2;

export const recipientOf = (ctx: { store: Store }, customerId: number): Recipient | undefined => {
  const row = findCustomer(ctx.store, customerId);
  if (!row) return undefined;
  const person = `${row.firstname} ${row.lastname}`.trim();
  return {
    email: row.email,
    language: row.language,
    name: (row.customer_type === CORPORATE && row.company_name) || person || undefined,
    corporate: row.customer_type === CORPORATE,
  };
};
