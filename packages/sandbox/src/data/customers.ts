import type { Store } from '../db/store.ts';
import { columns, exists, integer, maybe, nullable, oneOf, text } from './row.ts';

/** Table `customers`: the accounts. */

const customerType = oneOf([1, 2] as const);
const language = oneOf(['th', 'en'] as const);

const parseId = columns({ id: integer });

export const customerIdByEmail = (store: Store, email: string): number | undefined =>
  maybe(parseId, store.get('SELECT id FROM customers WHERE email = ?', email))?.id;

export const emailTaken = (store: Store, email: string): boolean =>
  exists(store.get('SELECT 1 FROM customers WHERE email = ?', email));

/** Everything a registration records. */
export interface NewCustomer {
  email: string;
  passwordHash: string;
  customerType: number;
  personType: number;
  firstname: string;
  lastname: string;
  companyDirector: string;
  companyName: string;
  fullAddress: string;
  phone: string;
  legalNumber: string;
  personId: string;
  attachMime: string | null;
  attachFile: Uint8Array | null;
  language: string;
  createdAt: number;
}

/** The new customer's id; the database's constraints refuse a second account of one email or document. */
export const insertCustomer = (store: Store, c: NewCustomer): number =>
  store.run(
    `INSERT INTO customers (email, password_hash, customer_type, person_type, firstname, lastname,
       company_director, company_name, full_address, phone, legal_number, person_id,
       attach_mime, attach_file, language, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    c.email,
    c.passwordHash,
    c.customerType,
    c.personType,
    c.firstname,
    c.lastname,
    c.companyDirector,
    c.companyName,
    c.fullAddress,
    c.phone,
    c.legalNumber,
    c.personId,
    c.attachMime,
    c.attachFile,
    c.language,
    c.createdAt,
  ).lastInsertRowid;

const parseParty = columns({
  email: text,
  language,
  customer_type: customerType,
  person_type: integer,
  firstname: text,
  lastname: text,
  company_name: text,
  legal_number: text,
  person_id: text,
  phone: text,
  full_address: text,
});
/** Who the customer is: for their profile, the mails to them and the documents made out to them. */
export type CustomerParty = ReturnType<typeof parseParty>;

export const findCustomer = (store: Store, customerId: number): CustomerParty | undefined =>
  maybe(
    parseParty,
    store.get(
      `SELECT email, language, customer_type, person_type, firstname, lastname, company_name, legal_number,
         person_id, phone, full_address
       FROM customers WHERE id = ?`,
      customerId,
    ),
  );

export const updateCustomerDetails = (
  store: Store,
  customerId: number,
  fields: { firstname: string; lastname: string; phone: string; fullAddress: string },
): void => {
  store.run(
    'UPDATE customers SET firstname = ?, lastname = ?, phone = ?, full_address = ? WHERE id = ?',
    fields.firstname,
    fields.lastname,
    fields.phone,
    fields.fullAddress,
    customerId,
  );
};

export const updatePasswordHash = (store: Store, customerId: number, hash: string): void => {
  store.run('UPDATE customers SET password_hash = ? WHERE id = ?', hash, customerId);
};

const parseCredentials = columns({ id: integer, password_hash: text, reset_hash: nullable(text) });

/** The account's password hash, and that of a mailed password still valid at `now`. */
export const credentialsOf = (
  store: Store,
  email: string,
  now: number,
): ReturnType<typeof parseCredentials> | undefined =>
  maybe(
    parseCredentials,
    store.get(
      `SELECT c.id, c.password_hash, r.password_hash AS reset_hash FROM customers c
       LEFT JOIN password_resets r ON r.customer_id = c.id AND r.expires_at > ?
       WHERE c.email = ?`,
      now,
      email,
    ),
  );
