import { CUSTOMER_TYPE } from '@self-storage/core';
import { sumWithholdings, type WithholdingSatang } from '@self-storage/core/figures';
import type { BookingRow } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { billWithholding } from './bill-parts.ts';
import { withholdingRate } from './operator-tax.ts';

export const isCorporate = (ctx: SandboxContext, customerId: number): boolean =>
  ctx.store.get<{ customer_type: number }>('SELECT customer_type FROM customers WHERE id = ?', customerId)
    ?.customer_type === CUSTOMER_TYPE.corporate;

/** Whether the booking's payments are made net of withholding. */
export const withholdingChosen = (ctx: SandboxContext, bookingId: number): boolean =>
  ctx.store.get('SELECT 1 FROM withholding_choices WHERE booking_id = ?', bookingId) !== undefined;

/**
 * Records the customer's choice for a booking's payments from now on. Only a company withholds
 * tax: a person asking for it is refused, and asking not to is always fine.
 */
export const chooseWithholding = (
  ctx: SandboxContext,
  customerId: number,
  bookingId: number,
  withholding: boolean,
): void => {
  if (!withholding) {
    ctx.store.run('DELETE FROM withholding_choices WHERE booking_id = ?', bookingId);
    return;
  }
  if (!isCorporate(ctx, customerId)) throw notForPersons();
  ctx.store.run(
    'INSERT INTO withholding_choices (booking_id, chosen_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
    bookingId,
    ctx.now(),
  );
};

export const notForPersons = () =>
  refuse(
    'invalid_request',
    text(
      'การหักภาษี ณ ที่จ่ายใช้ได้เฉพาะบัญชีนิติบุคคล',
      'Paying net of withholding tax is for corporate accounts only.',
    ),
  );

/** The rate a new payment of this booking's bills is opened with: 0 unless withholding is chosen. */
export const paymentRate = (ctx: SandboxContext, booking: Pick<BookingRow, 'id'>): number =>
  withholdingChosen(ctx, booking.id) ? withholdingRate() : 0;

/** What paying these bills at this rate comes to, each bill worked out on its own. */
export const paymentWithholding = (
  ctx: SandboxContext,
  invoiceIds: readonly number[],
  ratePercent: number,
): WithholdingSatang => sumWithholdings(invoiceIds.map((id) => billWithholding(ctx, id, ratePercent)));

/** A payment opened net of withholding: its rate, and the invoices it pays. */
export interface NetPayment {
  uuid: string;
  withholding_percent: number;
}

const paymentInvoiceIds = (ctx: SandboxContext, uuid: string): number[] =>
  ctx.store
    .all<{ invoice_id: number }>('SELECT invoice_id FROM payment_invoices WHERE payment_uuid = ?', uuid)
    .map((row) => row.invoice_id);

/** What a payment withholds (each of its bills worked out on its own); undefined for a gross one. */
export const withholdingOfPayment = (
  ctx: SandboxContext,
  payment: NetPayment,
): WithholdingSatang | undefined =>
  payment.withholding_percent <= 0
    ? undefined
    : paymentWithholding(ctx, paymentInvoiceIds(ctx, payment.uuid), payment.withholding_percent);

/**
 * Once a payment net of withholding is paid, each of its bills keeps its figures: the tax
 * invoice, the receipt and the certificate reminder read them. Called inside the settlement's
 * transaction.
 */
export const recordWithholdings = (ctx: SandboxContext, payment: NetPayment): void => {
  if (payment.withholding_percent <= 0) return;
  const invoiceIds = paymentInvoiceIds(ctx, payment.uuid);
  for (const id of invoiceIds) {
    const w = billWithholding(ctx, id, payment.withholding_percent);
    ctx.store.run(
      `INSERT INTO withholdings (invoice_id, payment_uuid, rate_percent, gross_satang, vat_satang, base_satang,
         withheld_satang, net_satang, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      payment.uuid,
      w.ratePercent,
      w.gross,
      w.vat,
      w.base,
      w.withheld,
      w.net,
      ctx.now(),
    );
  }
};

export interface BillWithholdingRow {
  invoice_id: number;
  rate_percent: number;
  gross_satang: number;
  vat_satang: number;
  base_satang: number;
  withheld_satang: number;
  net_satang: number;
  paid_at: number;
  certificate_filename: string | null;
  certificate_at: number | null;
}

export const withholdingOfBill = (ctx: SandboxContext, invoiceId: number): BillWithholdingRow | undefined =>
  ctx.store.get<BillWithholdingRow>(
    `SELECT invoice_id, rate_percent, gross_satang, vat_satang, base_satang, withheld_satang, net_satang, paid_at,
       certificate_filename, certificate_at FROM withholdings WHERE invoice_id = ?`,
    invoiceId,
  );
