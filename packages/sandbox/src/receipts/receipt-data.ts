import type { Language } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import { bookingView } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { feesOfBooking } from '../data/booking-fees.ts';
import { findBooking } from '../data/bookings.ts';
import { findCustomer } from '../data/customers.ts';
import { findOwnInvoice } from '../data/invoices.ts';
import { paidKindOfInvoice } from '../data/payments.ts';
import { findBillWithholding } from '../data/withholdings.ts';
import { OPERATOR, VAT_PERCENT } from './operator.ts';

const METHOD_KINDS = { 1: 'qr', 4: 'kiosk', 5: 'card' } as const;

export interface ReceiptLine {
  label: string;
  /** Satang. */
  amount: number;
}

/** Everything a receipt shows, its texts already in one language; amounts in satang. */
export interface Receipt {
  language: Language;
  number: string;
  date: string;
  operator: { name: string; address: string; taxId: string };
  customer: { name: string; registration: string | undefined; address: string };
  bookingNumber: string;
  services: ReceiptLine[];
  deposits: ReceiptLine[];
  /** VAT included in the service lines. */
  vat: number;
  total: number;
  /** How the bill was paid. */
  method: 'qr' | 'card' | 'kiosk';
  /** A bill paid net of withholding tax: the rate, what was withheld and what was paid. */
  withholding: { ratePercent: number; withheld: number; net: number } | undefined;
}

/** The receipt number of a paid invoice: one per bill, stable, in the year it was paid. */
export const receiptNumber = (invoiceId: number, paidAt: number): string =>
  `RC-${today(paidAt).slice(0, 4)}-${String(invoiceId).padStart(6, '0')}`;

/**
 * The receipt of one paid invoice of this customer's, or undefined when there is none. Bill 1
 * carries every extra fee; the rest of a bill is rent for the rental period.
 */
export const receiptOf = (
  ctx: SandboxContext,
  customerId: number,
  invoiceId: number,
  language: Language,
): Receipt | undefined => {
  const invoice = findOwnInvoice(ctx.store, invoiceId, customerId);
  if (invoice?.status !== 'paid' || invoice.paid_at === null) return undefined;
  const row = findBooking(ctx.store, invoice.booking_id);
  const customer = findCustomer(ctx.store, customerId);
  if (!row || !customer) return undefined;
  const booking = bookingView(ctx, row, language);
  const th = language === 'th';
  const fees = invoice.installment_no === 1 ? feesOfBooking(ctx.store, row.id) : [];
  const line = (fee: (typeof fees)[number]): ReceiptLine => ({
    label: th ? fee.name_th : fee.name_en,
    amount: fee.amount_satang,
  });
  // Deposits are marked in the data (booking_fees.deposit): listed apart, outside VAT.
  const deposits = fees.filter((fee) => fee.deposit).map(line);
  const otherFees = fees.filter((fee) => !fee.deposit).map(line);
  const rent = invoice.amount_satang - fees.reduce((sum, fee) => sum + fee.amount_satang, 0);
  const period = `${formatDate(booking.customerServiceStartDt, language)} – ${formatDate(booking.customerServiceEndDt, language)}`;
  const rentLabel = th
    ? `ค่าเช่าห้อง ${booking.unit.aliasName} (${period}) บิลที่ ${invoice.installment_no}`
    : `Rent of unit ${booking.unit.aliasName} (${period}), bill ${invoice.installment_no}`;
  const services = [{ label: rentLabel, amount: rent }, ...otherFees];
  const serviceTotal = services.reduce((sum, l) => sum + l.amount, 0);
  const corporate = customer.customer_type === 2;
  const withheld = findBillWithholding(ctx.store, invoice.id);
  return {
    withholding: withheld
      ? { ratePercent: withheld.rate_percent, withheld: withheld.withheld_satang, net: withheld.net_satang }
      : undefined,
    language,
    number: receiptNumber(invoice.id, invoice.paid_at),
    date: formatDate(today(invoice.paid_at), language),
    operator: {
      name: th ? OPERATOR.name_th : OPERATOR.name_en,
      address: th ? OPERATOR.address_th : OPERATOR.address_en,
      taxId: OPERATOR.taxId,
    },
    customer: {
      name: corporate ? customer.company_name : `${customer.firstname} ${customer.lastname}`,
      registration: corporate ? customer.legal_number : undefined,
      address: customer.full_address,
    },
    bookingNumber: booking.booking_number,
    services,
    deposits,
    vat: Math.round((serviceTotal * VAT_PERCENT) / (100 + VAT_PERCENT)),
    total: invoice.amount_satang,
    method: paidKindOfInvoice(ctx.store, invoice.id) ?? METHOD_KINDS[row.payment_method],
  };
};
