import type { ReplyOf, RequestOf } from '@self-storage/core';
import { fromSatang } from '@self-storage/core/money';
import { requireCustomer } from '../accounts/sessions.ts';
import { ownBooking } from '../bookings/own.ts';
import { dueInvoices, invoiceRows, kioskReferenceOf, statusOf } from '../bookings/view.ts';
import type { Call, SandboxContext } from '../context.ts';
import type { BookingRow } from '../data/bookings.ts';
import { findInvoice } from '../data/invoices.ts';
import { paidPaymentsOfBooking } from '../data/payments.ts';
import { withheldByPayment } from '../data/withholdings.ts';
import { text } from '../language/text.ts';
import { ok } from '../reply.ts';
import { bangkokDate } from '../time.ts';
import { autopayStateOf } from './autopay-state.ts';
import { creditsOf } from './credits.ts';
import { paymentRate, paymentWithholding } from './net-payment.ts';
import { billsOf, type Line, type Part, partsOf } from './parts.ts';
import { standingOf } from './standing.ts';

type Statement = ReplyOf<'statement'>['datas'];

const METHOD = { qr: 1, kiosk: 4, card: 5 } as const;

const iso = (ms: number): string => new Date(ms).toISOString();
const sum = (amounts: readonly number[]): number => amounts.reduce((total, n) => total + n, 0);

const partTotal = (part: Part) => part.rent - part.discount + sum(part.fees.map((fee) => fee.amount_satang));

const lineReply = (line: Line) => ({ ...line, amount: fromSatang(line.amount) });

/** The payments of the booking, each with its bills' amount, the tax withheld and what was paid. */
const paymentsOf = (ctx: SandboxContext, row: BookingRow) =>
  paidPaymentsOfBooking(ctx.store, row.id).map((payment) => {
    const gross = sum(payment.invoiceIds.map((id) => findInvoice(ctx.store, id)?.amount_satang ?? 0));
    const withheld = withheldByPayment(ctx.store, payment.uuid);
    return { ...payment, gross, withheld, net: gross - withheld };
  });

/** The rental's account as it stands at the sandbox's now, amounts in baht as the contract has them. */
export const statementOf = (ctx: SandboxContext, row: BookingRow): Statement => {
  const now = ctx.now();
  const today = bangkokDate(now);
  const parts = partsOf(ctx, row);
  const bills = billsOf(ctx, row, parts);
  const payments = paymentsOf(ctx, row);
  const credits = creditsOf(ctx, row, bills, today);
  const due = dueInvoices(invoiceRows(ctx, row), now);
  // Worked out as a payment opened now would be: each bill on its own, at the booking's choice.
  const dueNow = paymentWithholding(
    ctx,
    due.map((i) => i.id),
    paymentRate(ctx, row),
  );
  const standing = standingOf(ctx, row, bills, today);
  const billed = sum(bills.filter((b) => b.status !== 'void').map((b) => b.amount));
  const paid = sum(bills.filter((b) => b.status === 'paid').map((b) => b.amount));
  const credited = sum(credits.map((c) => c.amount));
  const refunded = sum(credits.filter((c) => c.made).map((c) => c.amount));
  return {
    customer_service_id: row.id,
    booking_number: row.booking_number,
    today,
    parts: parts.map((part) => ({
      kind: part.kind,
      id: part.id,
      status: part.status,
      start_date: part.start,
      end_date: part.end,
      rent: fromSatang(part.rent),
      discount: fromSatang(part.discount),
      promotion: part.promotion,
      fees: fromSatang(sum(part.fees.filter((f) => !f.deposit).map((f) => f.amount_satang))),
      deposit: fromSatang(sum(part.fees.filter((f) => f.deposit).map((f) => f.amount_satang))),
      total: fromSatang(partTotal(part)),
    })),
    bills: bills.map((bill) => ({
      id: bill.id,
      installment_no: bill.installmentNo,
      n: bill.n,
      of: bill.of,
      part: { kind: bill.part.kind, id: bill.part.id },
      period: { start_date: bill.period.start, end_date: bill.period.end },
      due_date: bill.due,
      status: bill.status,
      amount: fromSatang(bill.amount),
      lines: bill.lines.map(lineReply),
    })),
    payments: payments.map((p) => ({
      uuid: p.uuid,
      method: METHOD[p.kind],
      paid_at: iso(p.paid_at),
      bill_ids: p.invoiceIds,
      gross: fromSatang(p.gross),
      withheld: fromSatang(p.withheld),
      net: fromSatang(p.net),
    })),
    credits: credits.map((c) => ({
      kind: c.kind,
      name_th: c.name_th,
      name_en: c.name_en,
      amount: fromSatang(c.amount),
      date: c.date,
      made: c.made,
      bill_ids: c.billIds,
      credit_note_number: c.creditNoteNumber,
    })),
    totals: {
      billed: fromSatang(billed),
      paid: fromSatang(paid),
      withheld: fromSatang(sum(payments.map((p) => p.withheld))),
      credited: fromSatang(credited),
      refunded: fromSatang(refunded),
      balance: fromSatang(billed - paid - credited + refunded),
    },
    due_now: {
      amount: fromSatang(dueNow.gross),
      bill_ids: due.map((i) => i.id),
      withheld: fromSatang(dueNow.withheld),
      net: fromSatang(dueNow.net),
    },
    // The reference the booking view and the reminders give: a QR or card booking's number pays what is due.
    kiosk_reference: due.length > 0 ? kioskReferenceOf(row, statusOf(row, now)) : row.payment_reference,
    standing: {
      state: standing.state,
      bill_id: standing.bill?.id ?? null,
      due_date: standing.bill?.due ?? null,
      reminders: standing.reminders.map((r) => ({
        kind: r.kind,
        date: r.date,
        sent_at: r.sentAt === null ? null : iso(r.sentAt),
      })),
      overdue_from: standing.overdueFrom,
      suspension_date: standing.suspensionDate,
      suspended_at: standing.suspendedAt === null ? null : iso(standing.suspendedAt),
      terms: standing.terms
        ? {
            key: standing.terms.key,
            message_th: standing.terms.message.th,
            message_en: standing.terms.message.en,
          }
        : null,
    },
    autopay: autopayStateOf(ctx, row.id),
  };
};

/** statement: the caller's booking's account, as the sandbox's clock leaves it now. */
export const statement = (
  ctx: SandboxContext,
  body: RequestOf<'statement'>,
  call: Call,
): ReplyOf<'statement'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  return ok(call, text('server.replies.ledger.rentalAccount'), { datas: statementOf(ctx, row) });
};
