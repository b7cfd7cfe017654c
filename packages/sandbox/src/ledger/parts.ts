import type { BookingStatus } from '@self-storage/core';
import { RENT_MONTH_DAYS } from '@self-storage/core/constants';
import { addDays } from '@self-storage/core/dates';
import { computeInstalments } from '@self-storage/core/money';
import { invoiceRows, statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { type ExtensionRow, extensionsOf } from '../data/booking-extensions.ts';
import { type BookingFee, feesOfBooking } from '../data/booking-fees.ts';
import type { BookingRow } from '../data/bookings.ts';
import { invoicesOfBooking } from '../data/invoices.ts';
import { noticeInForceOf } from '../data/move-out-notices.ts';
import { textIn } from '../language/text.ts';

/** Amounts in satang. A part of the rental with its own price: the booking, or an extension. */
export interface Part {
  kind: 'booking' | 'extension';
  id: number;
  status: BookingStatus | ExtensionRow['status'];
  start: string;
  /** The last day rented: the move-out date, when a notice in force ends the part before its bills' end. */
  end: string;
  /** The last day the part's bills were made for. */
  billedTo: string;
  rent: number;
  discount: number;
  promotion: { code: string | null; name_th: string; name_en: string } | null;
  fees: readonly BookingFee[];
}

export interface Line {
  kind: 'rent' | 'discount' | 'fee' | 'deposit';
  name_th: string;
  name_en: string;
  /** Signed satang: a discount is negative. */
  amount: number;
  promotion: Part['promotion'];
}

export interface Bill {
  id: number;
  installmentNo: number;
  n: number;
  of: number;
  part: Part;
  period: { start: string; end: string };
  due: string;
  status: 'pending' | 'paid' | 'void';
  amount: number;
  lines: Line[];
}

const promotionOf = (th: string | null, en: string | null, code: string | null): Part['promotion'] =>
  th && en ? { code, name_th: th, name_en: en } : null;

/** The booking, then each extension, as each was priced when made. */
export const partsOf = (ctx: SandboxContext, row: BookingRow): Part[] => {
  const extensions = extensionsOf(ctx.store, row.id);
  const notice = noticeInForceOf(ctx.store, row.id);
  const firstExtension = extensions.reduce<string | undefined>(
    (first, e) => (first === undefined || e.start_date < first ? e.start_date : first),
    undefined,
  );
  // A part that a move-out cuts short ends on the move-out date; one wholly after it keeps its dates, its bills void.
  const until = (start: string, billedTo: string) =>
    notice && start <= notice.move_out_date && notice.move_out_date < billedTo
      ? { end: notice.move_out_date, billedTo }
      : { end: billedTo, billedTo };
  const bookingBilledTo = firstExtension
    ? addDays(firstExtension, -1)
    : (notice?.original_end_date ?? row.end_date);
  return [
    {
      kind: 'booking',
      id: row.id,
      status: statusOf(row, ctx.now()),
      start: row.start_date,
      ...until(row.start_date, bookingBilledTo),
      rent: row.total_satang + row.dynamic_satang,
      discount: row.discount_satang,
      promotion: promotionOf(row.promo_name_th, row.promo_name_en, row.promo_code),
      fees: feesOfBooking(ctx.store, row.id),
    },
    ...extensions.map(
      (e): Part => ({
        kind: 'extension',
        id: e.id,
        status: e.status,
        start: e.start_date,
        ...until(e.start_date, e.end_date),
        rent: e.total_satang + e.dynamic_satang,
        discount: e.discount_satang,
        // An extension's promotion is its own, whatever the booking was made with.
        promotion: promotionOf(e.promo_name_th, e.promo_name_en, null),
        fees: [],
      }),
    ),
  ];
};

const named = (key: 'server.documents.lines.rent' | 'server.documents.lines.discount') => ({
  name_th: textIn('th', key),
  name_en: textIn('en', key),
});
const RENT = named('server.documents.lines.rent');
const DISCOUNT = named('server.documents.lines.discount');

/**
 * A bill's lines: the fees on the part's first bill, the discount split over the part's bills as
 * its rent is (the first carrying the remainder), and the rent before discount, which is the rest:
 * so the lines add up to the bill exactly.
 */
const linesOf = (part: Part, index: number, count: number, amount: number): Line[] => {
  const fees = index === 0 ? part.fees : [];
  const feeTotal = fees.reduce((sum, fee) => sum + fee.amount_satang, 0);
  const discount =
    part.discount > 0
      ? (computeInstalments({
          unitFee: part.discount,
          dynamic: 0,
          discount: 0,
          billCount: count,
          extraFees: [],
        }).bills[index] ?? 0)
      : 0;
  return [
    { kind: 'rent', ...RENT, amount: amount - feeTotal + discount, promotion: null },
    ...(discount > 0
      ? [{ kind: 'discount' as const, ...DISCOUNT, amount: -discount, promotion: part.promotion }]
      : []),
    ...fees.map((fee) => ({
      kind: fee.deposit ? ('deposit' as const) : ('fee' as const),
      name_th: fee.name_th,
      name_en: fee.name_en,
      amount: fee.amount_satang,
      promotion: null,
    })),
  ];
};

/**
 * Bill k of a part pays for its k-th rent month, the last one to the end it was billed to; a move-out
 * ends the bill of its month on the move-out date (later bills are void and keep their months).
 */
const periodOf = (part: Part, index: number, count: number) => {
  const start = addDays(part.start, index * RENT_MONTH_DAYS);
  const end = index === count - 1 ? part.billedTo : addDays(start, RENT_MONTH_DAYS - 1);
  return { start, end: start <= part.end && part.end < end ? part.end : end };
};

/** Every bill of the booking, by number, with its part, period and lines (statuses as the booking view reads them). */
export const billsOf = (ctx: SandboxContext, row: BookingRow, parts: readonly Part[]): Bill[] => {
  const stored = invoicesOfBooking(ctx.store, row.id);
  const status = new Map(invoiceRows(ctx, row).map((i) => [i.id, i.status]));
  return parts
    .flatMap((part) => {
      const own = stored.filter((i) =>
        part.kind === 'booking' ? i.extension_id === null : i.extension_id === part.id,
      );
      return own.map((invoice, index) => ({
        id: invoice.id,
        installmentNo: invoice.installment_no,
        n: index + 1,
        of: own.length,
        part,
        period: periodOf(part, index, own.length),
        due: invoice.due_date,
        status: status.get(invoice.id) ?? invoice.status,
        amount: invoice.amount_satang,
        lines: linesOf(part, index, own.length, invoice.amount_satang),
      }));
    })
    .sort((a, b) => a.installmentNo - b.installmentNo);
};
