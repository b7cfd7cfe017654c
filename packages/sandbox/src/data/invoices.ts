import type { Store } from '../db/store.ts';
import { columns, exists, integer, maybe, nullable, oneOf, text } from './row.ts';

/** Table `invoices`: the bills of a booking and of its extensions, numbered across both. */

const invoiceStatus = oneOf(['pending', 'paid', 'void'] as const);

const parseInvoice = columns({
  id: integer,
  booking_id: integer,
  installment_no: integer,
  amount_satang: integer,
  due_date: text,
  status: invoiceStatus,
  paid_at: nullable(integer),
  extension_id: nullable(integer),
});
export type InvoiceRow = ReturnType<typeof parseInvoice>;

const INVOICE =
  'SELECT id, booking_id, installment_no, amount_satang, due_date, status, paid_at, extension_id FROM invoices';

export const findInvoice = (store: Store, id: number): InvoiceRow | undefined =>
  maybe(parseInvoice, store.get(`${INVOICE} WHERE id = ?`, id));

/** The invoice if it belongs to a booking of this customer. */
export const findOwnInvoice = (store: Store, id: number, customerId: number): InvoiceRow | undefined =>
  maybe(
    parseInvoice,
    store.get(
      `SELECT i.id, i.booking_id, i.installment_no, i.amount_satang, i.due_date, i.status, i.paid_at, i.extension_id
       FROM invoices i JOIN bookings b ON b.id = i.booking_id WHERE i.id = ? AND b.customer_id = ?`,
      id,
      customerId,
    ),
  );

export const isOwnInvoice = (store: Store, id: number, customerId: number): boolean =>
  exists(
    store.get(
      'SELECT 1 FROM invoices i JOIN bookings b ON b.id = i.booking_id WHERE i.id = ? AND b.customer_id = ?',
      id,
      customerId,
    ),
  );

/** The booking's invoices by number, its extensions' too. */
export const invoicesOfBooking = (store: Store, bookingId: number): InvoiceRow[] =>
  store.all(`${INVOICE} WHERE booking_id = ? ORDER BY installment_no`, bookingId).map(parseInvoice);

const parsePaidBill = columns({ id: integer, amount_satang: integer, paid_at: integer });

/** The booking's paid bills, the latest first. */
export const paidBillsNewestFirst = (store: Store, bookingId: number): ReturnType<typeof parsePaidBill>[] =>
  store
    .all(
      `SELECT id, amount_satang, paid_at FROM invoices WHERE booking_id = ? AND status = 'paid'
       ORDER BY installment_no DESC`,
      bookingId,
    )
    .map(parsePaidBill);

export interface NewInvoice {
  installmentNo: number;
  amount: number;
  due: string;
  extensionId: number | null;
}

export const insertInvoice = (store: Store, bookingId: number, invoice: NewInvoice): void => {
  store.run(
    `INSERT INTO invoices (booking_id, installment_no, amount_satang, due_date, status, extension_id)
     VALUES (?, ?, ?, ?, 'pending', ?)`,
    bookingId,
    invoice.installmentNo,
    invoice.amount,
    invoice.due,
    invoice.extensionId,
  );
};

const parseLast = columns({ n: integer });

/** The highest bill number the booking has. */
export const lastInstallmentNo = (store: Store, bookingId: number): number =>
  maybe(
    parseLast,
    store.get('SELECT coalesce(max(installment_no), 0) AS n FROM invoices WHERE booking_id = ?', bookingId),
  )?.n ?? 0;

/** Voids the booking's pending invoices. */
export const voidPendingInvoices = (store: Store, bookingId: number): void => {
  store.run(`UPDATE invoices SET status = 'void' WHERE booking_id = ? AND status = 'pending'`, bookingId);
};

/** Voids an extension's pending invoices. */
export const voidPendingOfExtension = (store: Store, extensionId: number): void => {
  store.run(`UPDATE invoices SET status = 'void' WHERE extension_id = ? AND status = 'pending'`, extensionId);
};

/** Marks every invoice of the payment paid. */
export const payInvoicesOfPayment = (store: Store, paymentUuid: string, at: number): void => {
  store.run(
    `UPDATE invoices SET status = 'paid', paid_at = ?
     WHERE id IN (SELECT invoice_id FROM payment_invoices WHERE payment_uuid = ?)`,
    at,
    paymentUuid,
  );
};

const parseOverdue = columns({
  invoice_id: integer,
  booking_id: integer,
  installment_no: integer,
  due_date: text,
  amount_satang: integer,
  booking_number: text,
  customer_id: integer,
});
export type UnpaidBill = ReturnType<typeof parseOverdue>;

const UNPAID_DUE = `SELECT i.id AS invoice_id, i.booking_id, i.installment_no, i.due_date, i.amount_satang,
         b.booking_number, b.customer_id
  FROM invoices i JOIN bookings b ON b.id = i.booking_id
  WHERE i.status = 'pending' AND i.due_date <= ? AND b.status = 'confirmed'
    AND (i.extension_id IS NULL OR EXISTS (
      SELECT 1 FROM booking_extensions e WHERE e.id = i.extension_id AND e.status = 'confirmed'))`;

/**
 * Pending bills due by `today` of confirmed bookings (suspended ones too: their bills stay owed),
 * by booking then number. An extension's bills count once it is paid for; unpaid, it lapses
 * instead (bookings/extend.ts).
 */
export const unpaidBillsDue = (store: Store, today: string): UnpaidBill[] =>
  store.all(`${UNPAID_DUE} ORDER BY i.booking_id, i.installment_no`, today).map(parseOverdue);

/** The booking's bills of `unpaidBillsDue`, by number. */
export const unpaidBillsOf = (store: Store, bookingId: number, today: string): UnpaidBill[] =>
  store
    .all(`${UNPAID_DUE} AND i.booking_id = ? ORDER BY i.installment_no`, today, bookingId)
    .map(parseOverdue);
