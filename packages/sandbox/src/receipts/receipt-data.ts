import type { Language } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { type BookingRow, bookingView } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { withholdingOfBill } from '../tax/withholding.ts';
import { bangkokDate } from '../time.ts';
import { DEPOSIT_NAMES_EN } from './deposits.ts';
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

interface InvoiceRow {
  id: number;
  booking_id: number;
  installment_no: number;
  amount_satang: number;
  status: string;
  paid_at: number | null;
}

interface CustomerRow {
  customer_type: 1 | 2;
  firstname: string;
  lastname: string;
  company_name: string;
  legal_number: string;
  full_address: string;
}

/** The receipt number of a paid invoice: one per bill, stable, in the year it was paid. */
export const receiptNumber = (invoiceId: number, paidAt: number): string =>
  `RC-${bangkokDate(paidAt).slice(0, 4)}-${String(invoiceId).padStart(6, '0')}`;

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
  const invoice = ctx.store.get<InvoiceRow>(
    `SELECT i.id, i.booking_id, i.installment_no, i.amount_satang, i.status, i.paid_at FROM invoices i
       JOIN bookings b ON b.id = i.booking_id WHERE i.id = ? AND b.customer_id = ?`,
    invoiceId,
    customerId,
  );
  if (invoice?.status !== 'paid' || invoice.paid_at === null) return undefined;
  const row = ctx.store.get<BookingRow>('SELECT * FROM bookings WHERE id = ?', invoice.booking_id);
  const customer = ctx.store.get<CustomerRow>(
    'SELECT customer_type, firstname, lastname, company_name, legal_number, full_address FROM customers WHERE id = ?',
    customerId,
  );
  if (!row || !customer) return undefined;
  const booking = bookingView(ctx, row, language);
  const th = language === 'th';
  const fees =
    invoice.installment_no === 1
      ? ctx.store.all<{ name_th: string; name_en: string; amount_satang: number }>(
          'SELECT name_th, name_en, amount_satang FROM booking_fees WHERE booking_id = ? ORDER BY rowid',
          row.id,
        )
      : [];
  const line = (fee: (typeof fees)[number]): ReceiptLine => ({
    label: th ? fee.name_th : fee.name_en,
    amount: fee.amount_satang,
  });
  const deposits = fees.filter((fee) => DEPOSIT_NAMES_EN.has(fee.name_en)).map(line);
  const otherFees = fees.filter((fee) => !DEPOSIT_NAMES_EN.has(fee.name_en)).map(line);
  const rent = invoice.amount_satang - fees.reduce((sum, fee) => sum + fee.amount_satang, 0);
  const period = `${formatDate(booking.customerServiceStartDt, language)} – ${formatDate(booking.customerServiceEndDt, language)}`;
  const rentLabel = th
    ? `ค่าเช่าห้อง ${booking.unit.aliasName} (${period}) บิลที่ ${invoice.installment_no}`
    : `Rent of unit ${booking.unit.aliasName} (${period}), bill ${invoice.installment_no}`;
  const services = [{ label: rentLabel, amount: rent }, ...otherFees];
  const serviceTotal = services.reduce((sum, l) => sum + l.amount, 0);
  const corporate = customer.customer_type === 2;
  const withheld = withholdingOfBill(ctx, invoice.id);
  return {
    withholding: withheld
      ? { ratePercent: withheld.rate_percent, withheld: withheld.withheld_satang, net: withheld.net_satang }
      : undefined,
    language,
    number: receiptNumber(invoice.id, invoice.paid_at),
    date: formatDate(bangkokDate(invoice.paid_at), language),
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
    method:
      ctx.store.get<{ kind: 'qr' | 'card' | 'kiosk' }>(
        `SELECT p.kind FROM payments p JOIN payment_invoices pi ON pi.payment_uuid = p.uuid
           WHERE pi.invoice_id = ? AND p.status = 'paid'`,
        invoice.id,
      )?.kind ?? METHOD_KINDS[row.payment_method],
  };
};
