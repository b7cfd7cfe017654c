import type { Store } from '../db/store.ts';
import { columns, exists, integer, maybe, nullable, text } from './row.ts';

/**
 * Tables `withholding_choices` (bookings a company pays net of withholding tax) and
 * `withholdings` (each bill's figures once paid so, and the certificate the company sends).
 */

export const isWithholdingChosen = (store: Store, bookingId: number): boolean =>
  exists(store.get('SELECT 1 FROM withholding_choices WHERE booking_id = ?', bookingId));

export const recordWithholdingChoice = (store: Store, bookingId: number, at: number): void => {
  store.run(
    'INSERT INTO withholding_choices (booking_id, chosen_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
    bookingId,
    at,
  );
};

export const deleteWithholdingChoice = (store: Store, bookingId: number): void => {
  store.run('DELETE FROM withholding_choices WHERE booking_id = ?', bookingId);
};

const parseBookingId = columns({ booking_id: integer });

/** The customer's bookings paid net of withholding, by id. */
export const withholdingBookingsOf = (store: Store, customerId: number): number[] =>
  store
    .all(
      `SELECT c.booking_id FROM withholding_choices c JOIN bookings b ON b.id = c.booking_id
       WHERE b.customer_id = ? ORDER BY c.booking_id`,
      customerId,
    )
    .map((row) => parseBookingId(row).booking_id);

export interface NewWithholding {
  invoiceId: number;
  paymentUuid: string;
  ratePercent: number;
  gross: number;
  vat: number;
  base: number;
  withheld: number;
  net: number;
  paidAt: number;
}

export const insertWithholding = (store: Store, w: NewWithholding): void => {
  store.run(
    `INSERT INTO withholdings (invoice_id, payment_uuid, rate_percent, gross_satang, vat_satang, base_satang,
       withheld_satang, net_satang, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    w.invoiceId,
    w.paymentUuid,
    w.ratePercent,
    w.gross,
    w.vat,
    w.base,
    w.withheld,
    w.net,
    w.paidAt,
  );
};

const parseWithholding = columns({
  invoice_id: integer,
  rate_percent: integer,
  gross_satang: integer,
  vat_satang: integer,
  base_satang: integer,
  withheld_satang: integer,
  net_satang: integer,
  paid_at: integer,
  certificate_filename: nullable(text),
  certificate_at: nullable(integer),
});
export type BillWithholdingRow = ReturnType<typeof parseWithholding>;

export const findBillWithholding = (store: Store, invoiceId: number): BillWithholdingRow | undefined =>
  maybe(
    parseWithholding,
    store.get(
      `SELECT invoice_id, rate_percent, gross_satang, vat_satang, base_satang, withheld_satang, net_satang, paid_at,
         certificate_filename, certificate_at FROM withholdings WHERE invoice_id = ?`,
      invoiceId,
    ),
  );

export const saveCertificate = (
  store: Store,
  invoiceId: number,
  file: { filename: string; mime: string; bytes: Uint8Array; at: number },
): void => {
  store.run(
    `UPDATE withholdings SET certificate_filename = ?, certificate_mime = ?, certificate_file = ?, certificate_at = ?
     WHERE invoice_id = ?`,
    file.filename,
    file.mime,
    file.bytes,
    file.at,
    invoiceId,
  );
};

const parseWithheld = columns({ withheld: nullable(integer) });

/** The withholding tax kept back by a payment made net (satang; 0 for one paid in full). */
export const withheldByPayment = (store: Store, paymentUuid: string): number =>
  maybe(
    parseWithheld,
    store.get(
      'SELECT sum(withheld_satang) AS withheld FROM withholdings WHERE payment_uuid = ?',
      paymentUuid,
    ),
  )?.withheld ?? 0;
