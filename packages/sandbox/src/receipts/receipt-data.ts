import type { Language } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import { bookingView } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { findBooking } from '../data/bookings.ts';
import { findCustomer } from '../data/customers.ts';
import { findOwnInvoice } from '../data/invoices.ts';
import { paidKindOfInvoice } from '../data/payments.ts';
import { findBillWithholding } from '../data/withholdings.ts';
import { textIn } from '../language/text.ts';
import { type Bill, billsOf, partsOf } from '../ledger/parts.ts';
import { OPERATOR, VAT_PERCENT } from './operator.ts';

const METHOD_KINDS = { 1: 'qr', 4: 'kiosk', 5: 'card' } as const;

export interface ReceiptLine {
  label: string;
  /** Signed satang: a discount is negative. */
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

/** The rent line's label: the unit, the bill's own period, and which bill of which part it is. */
const rentLabel = (bill: Bill, unit: string, language: Language): string => {
  const period = `${formatDate(bill.period.start, language)} – ${formatDate(bill.period.end, language)}`;
  const extension = bill.part.kind === 'extension';
  return textIn(
    language,
    extension ? 'server.documents.lines.extensionRentOfUnit' : 'server.documents.lines.rentOfUnit',
    { unit, period, n: bill.n, of: bill.of },
  );
};

/** The bill's discount line names its own promotion (the booking's, or the extension's). */
const discountLabel = (bill: Bill, language: Language): string => {
  const promotion = bill.part.promotion;
  const name = promotion && (language === 'th' ? promotion.name_th : promotion.name_en);
  return name
    ? textIn(language, 'server.documents.lines.namedDiscount', { name })
    : textIn(language, 'server.documents.lines.discount');
};

/**
 * The receipt of one paid invoice of this customer's, or undefined when there is none: its lines
 * are the bill's lines in the rental's account (ledger/parts.ts), so a receipt says what the
 * statement says: the rent of the bill's own period, its discount, its fees and deposits.
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
  const bill = billsOf(ctx, row, partsOf(ctx, row)).find((b) => b.id === invoice.id);
  if (!bill) return undefined;
  const line = (l: Bill['lines'][number]): ReceiptLine => ({
    label:
      l.kind === 'rent'
        ? rentLabel(bill, booking.unit.aliasName, language)
        : l.kind === 'discount'
          ? discountLabel(bill, language)
          : th
            ? l.name_th
            : l.name_en,
    amount: l.amount,
  });
  // Deposits are marked in the data (booking_fees.deposit): listed apart, outside VAT.
  const deposits = bill.lines.filter((l) => l.kind === 'deposit').map(line);
  const services = bill.lines.filter((l) => l.kind !== 'deposit').map(line);
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
