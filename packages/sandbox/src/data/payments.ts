import type { Store } from '../db/store.ts';
import { columns, exists, integer, maybe, nullable, oneOf, text } from './row.ts';

/** Tables `payments` (one per QR, card or kiosk payment) and `payment_invoices` (the bills each pays). */

const parsePayment = columns({
  uuid: text,
  customer_id: integer,
  booking_id: integer,
  kind: oneOf(['qr', 'card', 'kiosk'] as const),
  amount_satang: integer,
  /** The withholding tax rate it was opened with; 0 is a payment in full. */
  withholding_percent: integer,
  status: oneOf(['pending', 'paid', 'failed'] as const),
  payload: nullable(text),
  created_at: integer,
  expires_at: integer,
  paid_at: nullable(integer),
});
export type PaymentRow = ReturnType<typeof parsePayment>;
export type PaymentKind = PaymentRow['kind'];

const PAYMENT =
  'SELECT uuid, customer_id, booking_id, kind, amount_satang, withholding_percent, status, payload, created_at, expires_at, paid_at FROM payments';

export const findPayment = (store: Store, uuid: string): PaymentRow | undefined =>
  maybe(parsePayment, store.get(`${PAYMENT} WHERE uuid = ?`, uuid));

export const pendingPaymentsOfBooking = (store: Store, bookingId: number): PaymentRow[] =>
  store.all(`${PAYMENT} WHERE booking_id = ? AND status = 'pending'`, bookingId).map(parsePayment);

export type NewPayment = Pick<
  PaymentRow,
  | 'uuid'
  | 'customer_id'
  | 'booking_id'
  | 'kind'
  | 'amount_satang'
  | 'withholding_percent'
  | 'payload'
  | 'created_at'
  | 'expires_at'
>;

/** A pending payment of these invoices. */
export const insertPayment = (store: Store, p: NewPayment, invoiceIds: readonly number[]): void => {
  store.run(
    `INSERT INTO payments (uuid, customer_id, booking_id, kind, amount_satang, withholding_percent, status, payload,
       created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    p.uuid,
    p.customer_id,
    p.booking_id,
    p.kind,
    p.amount_satang,
    p.withholding_percent,
    p.payload,
    p.created_at,
    p.expires_at,
  );
  for (const id of invoiceIds) {
    store.run('INSERT INTO payment_invoices (payment_uuid, invoice_id) VALUES (?, ?)', p.uuid, id);
  }
};

const parseInvoiceId = columns({ invoice_id: integer });

export const invoiceIdsOfPayment = (store: Store, uuid: string): number[] =>
  store
    .all('SELECT invoice_id FROM payment_invoices WHERE payment_uuid = ? ORDER BY invoice_id', uuid)
    .map((row) => parseInvoiceId(row).invoice_id);

const parseUuid = columns({ uuid: text });

/** The customer's newest payment of this kind and rate, still pending at `now`, of exactly these invoices. */
export const reusablePayment = (
  store: Store,
  p: { customerId: number; kind: PaymentKind; withholdingPercent: number; invoiceIds: readonly number[] },
  now: number,
): PaymentRow | undefined => {
  const uuid = maybe(
    parseUuid,
    store.get(
      `SELECT p.uuid FROM payments p
       WHERE p.customer_id = ? AND p.kind = ? AND p.status = 'pending' AND p.expires_at > ? AND p.withholding_percent = ?
         AND (SELECT group_concat(invoice_id, ',') FROM
               (SELECT invoice_id FROM payment_invoices WHERE payment_uuid = p.uuid ORDER BY invoice_id)) = ?
       ORDER BY p.created_at DESC LIMIT 1`,
      p.customerId,
      p.kind,
      now,
      p.withholdingPercent,
      [...new Set(p.invoiceIds)].sort((a, b) => a - b).join(','),
    ),
  )?.uuid;
  return uuid === undefined ? undefined : findPayment(store, uuid);
};

const parseKind = columns({ kind: oneOf(['qr', 'card', 'kiosk'] as const) });

/** How a paid invoice was paid, if a payment of the sandbox paid it. */
export const paidKindOfInvoice = (store: Store, invoiceId: number): PaymentKind | undefined =>
  maybe(
    parseKind,
    store.get(
      `SELECT p.kind FROM payments p JOIN payment_invoices pi ON pi.payment_uuid = p.uuid
       WHERE pi.invoice_id = ? AND p.status = 'paid'`,
      invoiceId,
    ),
  )?.kind;

/** Whether an invoice of the payment is no longer pending (paid by another payment, or void). */
export const paysSettledInvoice = (store: Store, uuid: string): boolean =>
  exists(
    store.get(
      `SELECT 1 FROM payment_invoices pi JOIN invoices i ON i.id = pi.invoice_id
       WHERE pi.payment_uuid = ? AND i.status <> 'pending'`,
      uuid,
    ),
  );

/** A pending payment not expired at `now` fails. */
export const failLivePayment = (store: Store, uuid: string, now: number): void => {
  store.run(
    `UPDATE payments SET status = 'failed' WHERE uuid = ? AND status = 'pending' AND expires_at > ?`,
    uuid,
    now,
  );
};

export const markPaymentFailed = (store: Store, uuid: string): void => {
  store.run(`UPDATE payments SET status = 'failed' WHERE uuid = ?`, uuid);
};

export const markPaymentPaid = (store: Store, uuid: string, at: number): void => {
  store.run(`UPDATE payments SET status = 'paid', paid_at = ? WHERE uuid = ?`, at, uuid);
};

export const expirePayment = (store: Store, uuid: string, at: number): void => {
  store.run('UPDATE payments SET expires_at = ? WHERE uuid = ?', at, uuid);
};

/** Ends, at `at`, the booking's pending payments still live then. */
export const expireLivePaymentsOfBooking = (store: Store, bookingId: number, at: number): void => {
  store.run(
    `UPDATE payments SET expires_at = ? WHERE booking_id = ? AND status = 'pending' AND expires_at > ?`,
    at,
    bookingId,
    at,
  );
};

/** Ends at `now` the pending payments opened after it: opened while the test clock was ahead of a reset. */
export const expirePaymentsMadeAfter = (store: Store, now: number): void => {
  store.run(`UPDATE payments SET expires_at = ? WHERE status = 'pending' AND created_at > ?`, now, now);
};

const parseSettled = columns({ uuid: text, kind: oneOf(['qr', 'card', 'kiosk'] as const), paid_at: integer });

/** The booking's paid payments, in the order they were paid, each with the bills it settled. */
export const paidPaymentsOfBooking = (
  store: Store,
  bookingId: number,
): (ReturnType<typeof parseSettled> & { invoiceIds: number[] })[] =>
  store
    .all(
      `SELECT uuid, kind, paid_at FROM payments WHERE booking_id = ? AND status = 'paid' ORDER BY paid_at, uuid`,
      bookingId,
    )
    .map((row) => {
      const payment = parseSettled(row);
      return { ...payment, invoiceIds: invoiceIdsOfPayment(store, payment.uuid) };
    });
