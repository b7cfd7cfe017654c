import type { Store } from '../db/store.ts';
import { columns, integer, maybe, oneOf, text } from './row.ts';

/** Tables `consents` (each purpose's consent in force) and `consent_changes` (every change of one). */

export interface ConsentRecord {
  purpose: 'privacy' | 'marketing';
  granted: boolean;
  version: string;
  givenAt: string;
  recordedAt: number;
}

/**
 * A consent as it is written. When it was given is the sandbox's time of recording it, never a
 * time the client sent: a client's clock may be wrong, or the date made up (2999).
 */
export type NewConsent = Omit<ConsentRecord, 'givenAt'>;

/** The columns a consent row and a change row share, in their order. */
const columnsOf = (customerId: number, c: NewConsent) =>
  [
    customerId,
    c.purpose,
    c.granted ? 1 : 0,
    c.version,
    new Date(c.recordedAt).toISOString(),
    c.recordedAt,
  ] as const;

/** The first consent of a purpose (at registration). */
export const insertConsent = (store: Store, customerId: number, c: NewConsent): void => {
  store.run(
    `INSERT INTO consents (customer_id, purpose, granted, notice_version, given_at, recorded_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    ...columnsOf(customerId, c),
  );
};

/** A consent given or withdrawn later: it replaces the one in force and joins the history. */
export const changeConsent = (store: Store, customerId: number, c: NewConsent): void => {
  store.run(
    `INSERT INTO consents (customer_id, purpose, granted, notice_version, given_at, recorded_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, purpose) DO UPDATE SET granted = excluded.granted,
       notice_version = excluded.notice_version, given_at = excluded.given_at, recorded_at = excluded.recorded_at`,
    ...columnsOf(customerId, c),
  );
  store.run(
    `INSERT INTO consent_changes (customer_id, purpose, granted, notice_version, given_at, recorded_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    ...columnsOf(customerId, c),
  );
};

const parseConsent = columns({
  purpose: oneOf(['privacy', 'marketing'] as const),
  granted: oneOf([0, 1] as const),
  notice_version: text,
  given_at: text,
  recorded_at: integer,
});

const toRecord = (row: ReturnType<typeof parseConsent>): ConsentRecord => ({
  purpose: row.purpose,
  granted: row.granted === 1,
  version: row.notice_version,
  givenAt: row.given_at,
  recordedAt: row.recorded_at,
});

/** The consents in force, marketing before privacy. */
export const consentsOfCustomer = (store: Store, customerId: number): ConsentRecord[] =>
  store
    .all(
      'SELECT purpose, granted, notice_version, given_at, recorded_at FROM consents WHERE customer_id = ? ORDER BY purpose DESC',
      customerId,
    )
    .map((row) => toRecord(parseConsent(row)));

export const consentOf = (
  store: Store,
  customerId: number,
  purpose: ConsentRecord['purpose'],
): ConsentRecord | undefined =>
  maybe(
    (row) => toRecord(parseConsent(row)),
    store.get(
      'SELECT purpose, granted, notice_version, given_at, recorded_at FROM consents WHERE customer_id = ? AND purpose = ?',
      customerId,
      purpose,
    ),
  );
