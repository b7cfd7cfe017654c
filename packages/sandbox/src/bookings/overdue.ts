import type { SandboxContext } from '../context.ts';
import { originsOf } from '../http/origins.ts';
import { type Text, text } from '../language/text.ts';
import { type Action, customerMail } from '../mail/customer-mail.ts';
import { recipientOf } from '../mail/recipient.ts';
import { bahtText } from '../money.ts';
import { issueDueCreditNotes } from '../receipts/refunds-due.ts';
import { addDays, bangkokDate, dateText, inclusiveDays } from '../time.ts';
import { addPin } from './pins.ts';

/**
 * The overdue policy of instalment bookings (docs/sandbox.md): a bill unpaid on its due date is
 * reminded that day and again 3 days later; 7 days after its due date (the grace period) the
 * booking is suspended: its unpaid bills are void and its unit is released from that bill's
 * first day on, the end of the period paid for.
 */
export const OVERDUE_REMINDER_DAYS = 3;
/**
 * Shorter than a rent month, the least any bill pays for (core's `billCountFor`): an unpaid bill
 * suspends the unit while the period it should have paid for still runs.
 */
export const GRACE_DAYS = 7;

interface OverdueBill {
  invoice_id: number;
  booking_id: number;
  installment_no: number;
  due_date: string;
  amount_satang: number;
  booking_number: string;
  customer_id: number;
}

const sentAlready = (ctx: SandboxContext, invoiceId: number, kind: string): boolean =>
  ctx.store.get('SELECT 1 FROM invoice_reminders WHERE invoice_id = ? AND kind = ?', invoiceId, kind) !==
  undefined;

const mail = (
  ctx: SandboxContext,
  bill: OverdueBill,
  kind: string,
  subject: Text,
  body: Text,
  action?: Action,
): void => {
  const to = recipientOf(ctx, bill.customer_id);
  ctx.store.transaction(() => {
    ctx.store.run(
      'INSERT OR IGNORE INTO invoice_reminders (invoice_id, kind, sent_at) VALUES (?, ?, ?)',
      bill.invoice_id,
      kind,
      ctx.now(),
    );
    if (to) ctx.mailer.send(customerMail(to, subject, [body], action));
  });
};

/** A re-payment link with a pin of its own (the mailed pin cannot be read back from its hash). */
const paymentLink = (ctx: SandboxContext, bill: OverdueBill): string =>
  `${originsOf(ctx).web}/?${new URLSearchParams({ action: 'payment', ser: String(bill.booking_id), p: addPin(ctx.store, bill.booking_id) })}`;

/** The reminders' button: this bill paid through a re-payment link of its own. */
const payBill = (bill: OverdueBill, link: string): Action => ({
  label: text(`ชำระงวดที่ ${bill.installment_no}`, `Pay bill ${bill.installment_no}`),
  url: link,
});

const remindDue = (ctx: SandboxContext, bill: OverdueBill, link: string): void => {
  const amount = bahtText(bill.amount_satang);
  const due = dateText(bill.due_date);
  mail(
    ctx,
    bill,
    'due',
    text(
      `งวดที่ ${bill.installment_no} ของการจอง ${bill.booking_number} ครบกำหนดวันนี้`,
      `Bill ${bill.installment_no} of booking ${bill.booking_number} is due today`,
    ),
    text(
      `งวดที่ ${bill.installment_no} ยอด ${amount.th} ครบกำหนดชำระวันนี้ (${due.th})`,
      `Bill ${bill.installment_no}, ${amount.en}, is due today (${due.en}).`,
    ),
    payBill(bill, link),
  );
};

const remindOverdue = (ctx: SandboxContext, bill: OverdueBill, link: string): void => {
  const amount = bahtText(bill.amount_satang);
  const due = dateText(bill.due_date);
  const last = dateText(addDays(bill.due_date, GRACE_DAYS - 1));
  mail(
    ctx,
    bill,
    'overdue',
    text(
      `งวดที่ ${bill.installment_no} ของการจอง ${bill.booking_number} เลยกำหนดชำระแล้ว`,
      `Bill ${bill.installment_no} of booking ${bill.booking_number} is overdue`,
    ),
    text(
      `งวดที่ ${bill.installment_no} ยอด ${amount.th} ครบกำหนดเมื่อ ${due.th} และยังไม่ได้ชำระ กรุณาชำระภายในวันที่ ${last.th} มิฉะนั้นการจองจะถูกระงับและห้องจะถูกปล่อยให้ผู้อื่นจอง`,
      `Bill ${bill.installment_no}, ${amount.en}, was due on ${due.en} and is unpaid. Please pay it by ${last.en}, or the booking is suspended and the unit released.`,
    ),
    payBill(bill, link),
  );
};

const suspend = (ctx: SandboxContext, bill: OverdueBill): void => {
  ctx.store.transaction(() => {
    ctx.store.run(
      'UPDATE bookings SET suspended_at = ? WHERE id = ? AND suspended_at IS NULL',
      ctx.now(),
      bill.booking_id,
    );
    ctx.store.run(
      `UPDATE invoices SET status = 'void' WHERE booking_id = ? AND status = 'pending'`,
      bill.booking_id,
    );
    // Paid through the day before the unpaid bill's period: from its first day on, the unit is free.
    ctx.store.run('DELETE FROM unit_days WHERE booking_id = ? AND day >= ?', bill.booking_id, bill.due_date);
  });
  const due = dateText(bill.due_date);
  const paidThrough = dateText(addDays(bill.due_date, -1));
  mail(
    ctx,
    bill,
    'suspended',
    text(`การจอง ${bill.booking_number} ถูกระงับ`, `Booking ${bill.booking_number} is suspended`),
    text(
      `งวดที่ ${bill.installment_no} ครบกำหนดเมื่อ ${due.th} และไม่ได้ชำระภายใน ${GRACE_DAYS} วัน การจองจึงถูกระงับ ค่าเช่าที่ชำระแล้วครอบคลุมถึงวันที่ ${paidThrough.th} และห้องถูกปล่อยให้ผู้อื่นจองหลังจากนั้น กรุณาติดต่อเจ้าหน้าที่เพื่อนำของออก`,
      `Bill ${bill.installment_no}, due on ${due.en}, was not paid within ${GRACE_DAYS} days, so the booking is suspended. The rent paid covers the unit through ${paidThrough.en}; after that it is released. Please contact us to collect your things.`,
    ),
  );
};

/**
 * Applies the policy to every confirmed booking with an unpaid bill due by today (Bangkok):
 * idempotent, run on a timer, when the test clock moves and before bookings are read.
 */
export const applyOverduePolicy = (ctx: SandboxContext): void => {
  const today = bangkokDate(ctx.now());
  const bills = ctx.store.all<OverdueBill>(
    `SELECT i.id AS invoice_id, i.booking_id, i.installment_no, i.due_date, i.amount_satang,
            b.booking_number, b.customer_id
     FROM invoices i JOIN bookings b ON b.id = i.booking_id
     WHERE i.status = 'pending' AND i.due_date <= ? AND b.status = 'confirmed' AND b.suspended_at IS NULL
       -- An extension's bills count once it is paid for; unpaid, it lapses instead (bookings/extend.ts).
       AND (i.extension_id IS NULL OR EXISTS (
         SELECT 1 FROM booking_extensions e WHERE e.id = i.extension_id AND e.status = 'confirmed'))
     ORDER BY i.booking_id, i.installment_no`,
    today,
  );
  const seen = new Set<number>();
  for (const bill of bills) {
    // The oldest unpaid bill of a booking decides; a later one waits its turn.
    if (seen.has(bill.booking_id)) continue;
    seen.add(bill.booking_id);
    const late = inclusiveDays(bill.due_date, today) - 1;
    if (late >= GRACE_DAYS) suspend(ctx, bill);
    else if (late >= OVERDUE_REMINDER_DAYS) {
      if (!sentAlready(ctx, bill.invoice_id, 'overdue')) remindOverdue(ctx, bill, paymentLink(ctx, bill));
    } else if (!sentAlready(ctx, bill.invoice_id, 'due')) remindDue(ctx, bill, paymentLink(ctx, bill));
  }
  // A move-out refund falls due on the same clock: its credit note is issued and mailed then.
  issueDueCreditNotes(ctx);
};
