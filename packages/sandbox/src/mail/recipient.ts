import type { Language } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';

export interface Recipient {
  email: string;
  /** The language the customer registered in: every mail to them is written in it. */
  language: Language;
  /** Whom a mail greets: the person, or the company for a corporate customer; none before registering. */
  name?: string | undefined;
}

interface CustomerRow {
  email: string;
  language: Language;
  customer_type: number;
  firstname: string;
  lastname: string;
  company_name: string;
}

/** Corporate customers (customer_type 2) are greeted by their company's name. */
const CORPORATE = 2;

export const recipientOf = (ctx: SandboxContext, customerId: number): Recipient | undefined => {
  const row = ctx.store.get<CustomerRow>(
    'SELECT email, language, customer_type, firstname, lastname, company_name FROM customers WHERE id = ?',
    customerId,
  );
  if (!row) return undefined;
  const person = `${row.firstname} ${row.lastname}`.trim();
  return {
    email: row.email,
    language: row.language,
    name: (row.customer_type === CORPORATE && row.company_name) || person || undefined,
  };
};
