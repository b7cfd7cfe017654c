import * as z from 'zod';
import { autopayState } from './autopay.ts';
import { baht, envelope, id, paymentMethodId, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';

/**
 * Extension (issue 36): the rental's account as the server keeps it. Every part of the rental
 * (the booking, each extension) with its own rent, discount and promotion; every bill made of
 * lines; every payment with its gross, withheld and net; every credit; the balance; what is due
 * now; and the standing of an unpaid bill by the server's clock. Screens, mails and commands
 * render these figures and add up none of their own. docs/api.md.
 */
export const statementRequest = lazySchema(() =>
  z.object({ token: z.string().min(1), customer_service_id: id }),
);

const names = { name_th: z.string(), name_en: z.string() };

const promotion = lazySchema(() => z.object({ code: z.string().nullable(), ...names }));

/** What a line of a bill is: rent, a discount (negative), a one-off fee, or a deposit returned at the end. */
export const statementLineKind = z.enum(['rent', 'discount', 'fee', 'deposit']);

export const statementLine = lazySchema(() =>
  z.object({
    kind: statementLineKind,
    ...names,
    /** Signed: a discount is negative. */
    amount: baht,
    /** The promotion a discount comes from: the booking's or the extension's own. */
    promotion: promotion.nullable(),
  }),
);

/** The booking itself or one of its extensions: each has its own price and promotion. */
export const statementPart = lazySchema(() =>
  z.object({
    kind: z.enum(['booking', 'extension']),
    /** The booking's id, or the extension's. */
    id,
    /** A booking's status as the booking reads it (`suspended` included); an extension's own. */
    status: z.enum(['awaiting_payment', 'confirmed', 'expired', 'cancelled', 'suspended', 'pending']),
    start_date: wireDate,
    end_date: wireDate,
    rent: baht,
    discount: baht,
    promotion: promotion.nullable(),
    fees: baht,
    deposit: baht,
    /** rent − discount + fees + deposit: what its bills add up to. */
    total: baht,
  }),
);

export const statementBill = lazySchema(() =>
  z.object({
    id,
    /** Numbered across the booking and its extensions. */
    installment_no: z.number().int().positive(),
    /** Bill n of N of its part. */
    n: z.number().int().positive(),
    of: z.number().int().positive(),
    part: z.object({ kind: z.enum(['booking', 'extension']), id }),
    /** The days this bill pays for. */
    period: z.object({ start_date: wireDate, end_date: wireDate }),
    due_date: wireDate,
    status: z.enum(['pending', 'paid', 'void']),
    amount: baht,
    /** Add up to `amount`. */
    lines: z.array(statementLine).min(1),
  }),
);

export const statementPayment = lazySchema(() =>
  z.object({
    uuid: z.string(),
    /** 1 QR, 4 kiosk, 5 card. */
    method: paymentMethodId,
    paid_at: z.iso.datetime(),
    bill_ids: z.array(id).min(1),
    /** The bills' amount, the withholding tax kept back by a company paying net, and what was paid. */
    gross: baht,
    withheld: baht,
    net: baht,
  }),
);

export const statementCredit = lazySchema(() =>
  z.object({
    kind: z.enum(['refund', 'deposit_return']),
    ...names,
    amount: baht,
    /** The day it is paid back, and whether that day has come by the server's clock. */
    date: wireDate,
    made: z.boolean(),
    /** The paid bills it returns money of. */
    bill_ids: z.array(id),
    credit_note_number: z.string().nullable(),
  }),
);

/** A message of the server in both languages, behind a stable key. */
const terms = lazySchema(() => z.object({ key: z.string(), message_th: z.string(), message_en: z.string() }));

/** Where the rental stands by the server's clock, from its oldest unpaid bill. */
export const statementStanding = lazySchema(() =>
  z.object({
    state: z.enum(['paid_up', 'upcoming', 'due', 'overdue', 'suspended', 'closed']),
    /** The oldest unpaid bill, if any. */
    bill_id: id.nullable(),
    due_date: wireDate.nullable(),
    /** The reminders of that bill: their dates, and when each was mailed. */
    reminders: z.array(
      z.object({ kind: z.enum(['due', 'overdue']), date: wireDate, sent_at: z.iso.datetime().nullable() }),
    ),
    overdue_from: wireDate.nullable(),
    /** The day access is suspended unless the bill is paid before it. */
    suspension_date: wireDate.nullable(),
    suspended_at: z.iso.datetime().nullable(),
    terms: terms.nullable(),
  }),
);

export const statement = lazySchema(() =>
  z.object({
    customer_service_id: id,
    booking_number: z.string(),
    /** The server's today. */
    today: wireDate,
    parts: z.array(statementPart).min(1),
    bills: z.array(statementBill),
    payments: z.array(statementPayment),
    credits: z.array(statementCredit),
    totals: z.object({
      /** The bills not void. */
      billed: baht,
      /** The gross of the bills paid (withholding included: the company pays it to the Revenue Department). */
      paid: baht,
      withheld: baht,
      credited: baht,
      /** The credits already paid back. */
      refunded: baht,
      /** billed − paid − credited + refunded: positive is owed by the customer, negative is owed to them. */
      balance: baht,
    }),
    /**
     * What a re-payment pays now: the pending bills due by today (`amount`, gross), the tax a
     * company paying net keeps back of them, and what a payment opened now charges (`net`).
     */
    due_now: z.object({ amount: baht, bill_ids: z.array(id), withheld: baht, net: baht }),
    /** The reference that pays what is due now at a kiosk: a kiosk booking's own; while a bill is due, a QR or card booking's number. */
    kiosk_reference: z.string().nullable(),
    standing: statementStanding,
    /** Extension (issue 39): the booking's autopay, its next charge and every charge made. */
    autopay: autopayState,
  }),
);

export const statementReply = lazySchema(() => z.object({ ...envelope, datas: statement }));
