import type { Booking, BookingStatus, Invoice, Language } from '@self-storage/core';
import { today as bangkokToday, countDays } from '@self-storage/core/dates';
import { fromSatang } from '@self-storage/core/money';
import type { SandboxContext } from '../context.ts';
import { feesOfBooking } from '../data/booking-fees.ts';
import type { BookingRow } from '../data/bookings.ts';
import { findUnit } from '../data/catalogue.ts';
import { invoicesOfBooking } from '../data/invoices.ts';
import { branchContact } from '../db/catalogue-data.ts';
import { extendedRent, rentalStateOf } from './rental-state.ts';

/**
 * An unpaid hold past its deadline is expired, whether or not a sweep has marked it yet. A
 * suspension dated after `now` (the test clock was reset behind it) has not begun.
 */
export const statusOf = (
  row: { status: BookingStatus; hold_until: number; suspended_at?: number | null },
  now: number,
): BookingStatus => {
  if (row.suspended_at != null && row.suspended_at <= now) return 'suspended';
  return row.status === 'awaiting_payment' && row.hold_until <= now ? 'expired' : row.status;
};

export const isOpen = (status: BookingStatus): boolean =>
  status === 'awaiting_payment' || status === 'confirmed';

/** A suspended booking's bills stay owed: paying them restores access (bookings/restore-access.ts). */
export const owesBills = (status: BookingStatus): boolean => isOpen(status) || status === 'suspended';

/**
 * The reference that pays the bills due now at a kiosk: a kiosk booking's own; once a booking is
 * confirmed, its later bills are payable at a kiosk with its booking number too.
 */
export const kioskReferenceOf = (row: BookingRow, status: BookingStatus): string | null => {
  if (status === 'awaiting_payment') return row.payment_reference;
  return status === 'confirmed' || status === 'suspended'
    ? (row.payment_reference ?? row.booking_number)
    : null;
};

/** The period as years of 365 days, then months of 30, weeks and days. */
const breakdown = (days: number) => {
  const years = Math.floor(days / 365);
  const months = Math.floor((days % 365) / 30);
  const rest = (days % 365) % 30;
  return { years, months, weeks: Math.floor(rest / 7), days: rest % 7 };
};

export interface InvoiceRow {
  id: number;
  installment_no: number;
  amount_satang: number;
  due_date: string;
  status: Invoice['status'];
}

/** The invoices as they stand now: pending ones of a closed booking are void. */
export const invoiceRows = (ctx: SandboxContext, row: BookingRow): InvoiceRow[] => {
  const open = owesBills(statusOf(row, ctx.now()));
  return invoicesOfBooking(ctx.store, row.id).map((i) => ({
    id: i.id,
    installment_no: i.installment_no,
    amount_satang: i.amount_satang,
    due_date: i.due_date,
    status: !open && i.status === 'pending' ? 'void' : i.status,
  }));
};

/** Pending invoices due by today (Bangkok): what a payment of the booking pays now. */
export const dueInvoices = (invoices: readonly InvoiceRow[], now: number): InvoiceRow[] => {
  const today = bangkokToday(now);
  return invoices.filter((i) => i.status === 'pending' && i.due_date <= today);
};

/** The booking in the contract's shape, as booking-storage, current-service and booking-service answer it. */
export const bookingView = (ctx: SandboxContext, row: BookingRow, language: Language): Booking => {
  const now = ctx.now();
  const unit = findUnit(ctx.store, row.unit_id);
  if (!unit) throw new Error(`booking ${row.id} names a missing unit`);
  const invoices = invoiceRows(ctx, row);
  const due = dueInvoices(invoices, now);
  const status = statusOf(row, now);
  // A paid extension's rent and discount are the booking's too.
  const extended = extendedRent(ctx, row.id);
  const rent = row.total_satang + row.dynamic_satang + extended.rent;
  const discount = row.discount_satang + extended.discount;
  return {
    customerService_id: row.id,
    booking_number: row.booking_number,
    status,
    project: {
      id: unit.branch_id,
      name_th: unit.branch_th,
      name_en: unit.branch_en,
      ...branchContact(unit.branch_id),
    },
    customerServiceStartDt: row.start_date,
    customerServiceEndDt: row.end_date,
    ...breakdown(countDays(row.start_date, row.end_date)),
    serviceSize: {
      name_th: unit.size_th,
      name_en: unit.size_en,
      serviceGroupSize: { name_th: unit.group_th, name_en: unit.group_en },
    },
    buildingVolume: unit.building,
    floorLevel: unit.floor,
    unit: {
      unit_id: unit.unit_id,
      aliasName: unit.name,
      area: unit.area,
      length: unit.length,
      depth: unit.depth,
      height: unit.height,
    },
    summary: {
      details: {
        serviceFee: {
          total: fromSatang(rent),
          discount: fromSatang(discount),
          amount: fromSatang(rent - discount),
        },
        extraFee: feesOfBooking(ctx.store, row.id).map((fee) => ({
          name_th: fee.name_th,
          name_en: fee.name_en,
          amount: fromSatang(fee.amount_satang),
        })),
      },
      promotion:
        row.promo_name_th && row.promo_name_en
          ? {
              name: language === 'en' ? row.promo_name_en : row.promo_name_th,
              name_th: row.promo_name_th,
              name_en: row.promo_name_en,
              ...(row.promo_code ? { code: row.promo_code } : {}),
              amount: fromSatang(row.discount_satang),
            }
          : null,
    },
    invoices: invoices.map(({ amount_satang, ...invoice }) => ({
      ...invoice,
      amount: fromSatang(amount_satang),
    })),
    payment_method: row.payment_method,
    isInstallment: row.is_installment,
    amount_due: fromSatang(due.reduce((sum, i) => sum + i.amount_satang, 0)),
    due_invoice_ids: due.map((i) => i.id),
    payment_deadline: new Date(row.hold_until).toISOString(),
    payment_reference: row.payment_reference,
    kiosk_reference: due.length > 0 ? kioskReferenceOf(row, status) : null,
    rental: rentalStateOf(ctx, row),
  };
};
