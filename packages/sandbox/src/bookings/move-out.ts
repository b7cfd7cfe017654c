import type { ReplyOf, RequestOf } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { finalAccountFigures } from '@self-storage/core/figures';
import { toSatang } from '@self-storage/core/money';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { type Text, text } from '../language/text.ts';
import { mailCustomer } from '../mail/customer-mail.ts';
import { bahtText, toBaht } from '../money.ts';
import { refundDateOf } from '../receipts/credit-notes.ts';
import { ok } from '../reply.ts';
import { addDays, bangkokDate, eachDay } from '../time.ts';
import { sweepExpiredHolds } from './holds.ts';
import { ownBooking, requireRunning } from './own.ts';
import { liveExtension, MOVE_OUT_NOTICE_DAYS, noticeInForce, segmentsOf } from './rental-state.ts';
import { type BookingRow, bookingView, findBooking } from './view.ts';

type Account = ReplyOf<'moveOutQuote'>['datas'];

const both = (date: string): Text => text(formatDate(date, 'th'), formatDate(date, 'en'));

/** The final account of moving out on `date`, after checking the date against the notice period. */
const accountOf = (ctx: SandboxContext, row: BookingRow, date: string): Account => {
  requireRunning(ctx, row);
  if (noticeInForce(ctx, row.id))
    throw refuse('conflict', text('การจองนี้แจ้งย้ายออกไว้แล้ว', 'Notice to move out was already given.'));
  if (liveExtension(ctx, row.id))
    throw refuse(
      'conflict',
      text(
        'มีการต่ออายุที่รอชำระเงินอยู่ กรุณาชำระหรือรอให้หมดเวลาก่อนแจ้งย้ายออก',
        'An extension is waiting for its payment; pay it or let it lapse before giving notice.',
      ),
    );
  const noticed = addDays(bangkokDate(ctx.now()), MOVE_OUT_NOTICE_DAYS);
  const earliest = noticed > row.start_date ? noticed : row.start_date;
  if (earliest >= row.end_date)
    throw refuse(
      'conflict',
      text(
        `การเช่านี้สิ้นสุดวันที่ ${both(row.end_date).th} ก่อนครบกำหนดแจ้งล่วงหน้า ${MOVE_OUT_NOTICE_DAYS} วันอยู่แล้ว`,
        `This rental ends on ${both(row.end_date).en}, before a ${MOVE_OUT_NOTICE_DAYS}-day notice would.`,
      ),
    );
  if (date < earliest)
    throw refuse(
      'invalid_request',
      text(
        `ต้องแจ้งย้ายออกล่วงหน้าอย่างน้อย ${MOVE_OUT_NOTICE_DAYS} วัน วันย้ายออกที่เร็วที่สุดคือ ${both(earliest).th}`,
        `Moving out needs ${MOVE_OUT_NOTICE_DAYS} days' notice: the earliest move-out date is ${both(earliest).en}.`,
      ),
    );
  if (date >= row.end_date)
    throw refuse(
      'invalid_request',
      text(
        `วันย้ายออกต้องอยู่ก่อนวันสิ้นสุดการเช่า ${both(row.end_date).th}`,
        `The move-out date must be before the rental's end, ${both(row.end_date).en}.`,
      ),
    );
  const figures = finalAccountFigures(segmentsOf(ctx, row), date);
  const bill = (b: (typeof figures.cancelled)[number]) => ({
    id: b.id,
    installment_no: b.installmentNo,
    amount: toBaht(b.amount),
    due_date: b.due,
  });
  return {
    customer_service_id: row.id,
    move_out_date: date,
    earliest_move_out_date: earliest,
    notice_days: MOVE_OUT_NOTICE_DAYS,
    rent_months: figures.rentMonths,
    charged: toBaht(figures.charged),
    paid: toBaht(figures.paid),
    refund: toBaht(figures.refund),
    owed: toBaht(figures.owed),
    cancelled_bills: figures.cancelled.map(bill),
    owed_bills: figures.owedBills.map(bill),
  };
};

export const moveOutQuote = (
  ctx: SandboxContext,
  body: RequestOf<'moveOutQuote'>,
  call: Call,
): ReplyOf<'moveOutQuote'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  return ok(call, text('บัญชีสรุปเมื่อย้ายออก', 'The final account of moving out.'), {
    datas: accountOf(ctx, row, body.move_out_date),
  });
};

const mailNotice = (ctx: SandboxContext, row: BookingRow, account: Account) => {
  const date = both(account.move_out_date);
  const refund = bahtText(toSatang(account.refund));
  const owed = bahtText(toSatang(account.owed));
  const refundOn = both(refundDateOf(account.move_out_date));
  mailCustomer(
    ctx,
    row.customer_id,
    text(
      `ยืนยันการแจ้งย้ายออก การจอง ${row.booking_number}`,
      `Move-out notice for booking ${row.booking_number}`,
    ),
    [
      text(
        `เราได้รับการแจ้งย้ายออกแล้ว การเช่าห้องของคุณจะสิ้นสุดวันที่ ${date.th} กรุณานำของออกและคืนคีย์การ์ดภายในวันนั้น`,
        `We have your notice: your rental ends on ${date.en}. Please empty the unit and return the key card by then.`,
      ),
      ...account.cancelled_bills.map((b) =>
        text(
          `ยกเลิกบิลที่ ${b.installment_no} (ครบกำหนด ${both(b.due_date).th})`,
          `Bill ${b.installment_no} (due ${both(b.due_date).en}) is cancelled.`,
        ),
      ),
      ...(account.refund > 0
        ? [
            text(
              `ยอดคืนเงิน ${refund.th} จะคืนให้ในวันที่ ${refundOn.th} (วันถัดจากวันย้ายออก) พร้อมใบลดหนี้ทางอีเมล`,
              `${refund.en} will be refunded on ${refundOn.en}, the day after the move-out date, with a credit note by mail.`,
            ),
          ]
        : []),
      ...(account.owed > 0 ? [text(`ยอดที่ยังต้องชำระ ${owed.th}`, `Still to pay: ${owed.en}.`)] : []),
      text(
        `หากเปลี่ยนใจ ยกเลิกการแจ้งย้ายออกได้จนถึงวันที่ ${date.th}`,
        `If you change your mind, you can withdraw this notice until ${date.en}.`,
      ),
    ],
  );
};

/** move-out: gives notice; the booking ends on the date, later bills are void, the unit is free after it. */
export const moveOut = (ctx: SandboxContext, body: RequestOf<'moveOut'>, call: Call): ReplyOf<'moveOut'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  const account = ctx.store.transaction(() => {
    const figures = accountOf(ctx, row, body.move_out_date);
    const { lastInsertRowid } = ctx.store.run(
      `INSERT INTO move_out_notices (booking_id, move_out_date, original_end_date, refund_satang, given_at)
       VALUES (?, ?, ?, ?, ?)`,
      row.id,
      body.move_out_date,
      row.end_date,
      toSatang(figures.refund),
      ctx.now(),
    );
    for (const bill of figures.cancelled_bills) {
      ctx.store.run(`UPDATE invoices SET status = 'void' WHERE id = ? AND status = 'pending'`, bill.id);
      ctx.store.run(
        'INSERT INTO move_out_cancelled_bills (notice_id, invoice_id) VALUES (?, ?)',
        lastInsertRowid,
        bill.id,
      );
    }
    ctx.store.run('UPDATE bookings SET end_date = ? WHERE id = ?', body.move_out_date, row.id);
    ctx.store.run('DELETE FROM unit_days WHERE booking_id = ? AND day > ?', row.id, body.move_out_date);
    return figures;
  });
  mailNotice(ctx, row, account);
  const after = findBooking(ctx.store, row.id) as BookingRow;
  return ok(call, text('บันทึกการแจ้งย้ายออกแล้ว', 'Your notice to move out is recorded.'), {
    datas: { account, booking: bookingView(ctx, after, call.language) },
  });
};

/** move-out-withdraw: until the move-out date, the end date, the days and the cancelled bills come back. */
export const withdrawMoveOut = (
  ctx: SandboxContext,
  body: RequestOf<'withdrawMoveOut'>,
  call: Call,
): ReplyOf<'withdrawMoveOut'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  const notice = noticeInForce(ctx, row.id);
  if (!notice)
    throw refuse('conflict', text('การจองนี้ไม่มีการแจ้งย้ายออก', 'This booking has no notice to move out.'));
  if (bangkokDate(ctx.now()) > notice.move_out_date)
    throw refuse(
      'conflict',
      text(
        'เลยวันย้ายออกแล้ว จึงยกเลิกการแจ้งไม่ได้',
        'The move-out date has passed; the notice can no longer be withdrawn.',
      ),
    );
  const from = addDays(notice.move_out_date, 1);
  ctx.store.transaction(() => {
    sweepExpiredHolds(ctx.store, row.unit_id, ctx.now());
    const taken = ctx.store.get<{ day: string }>(
      'SELECT min(day) AS day FROM unit_days WHERE unit_id = ? AND day BETWEEN ? AND ?',
      row.unit_id,
      from,
      notice.original_end_date,
    )?.day;
    if (taken)
      throw refuse(
        'unavailable',
        text(
          `ห้องนี้มีผู้จองตั้งแต่วันที่ ${both(taken).th} แล้ว จึงยกเลิกการแจ้งย้ายออกไม่ได้ กรุณาติดต่อเจ้าหน้าที่`,
          `The unit was booked from ${both(taken).en} since your notice, so it cannot be withdrawn; please contact us.`,
        ),
      );
    for (const day of eachDay(from, notice.original_end_date)) {
      ctx.store.run(
        'INSERT INTO unit_days (unit_id, day, booking_id) VALUES (?, ?, ?)',
        row.unit_id,
        day,
        row.id,
      );
    }
    ctx.store.run(
      `UPDATE invoices SET status = 'pending'
       WHERE id IN (SELECT invoice_id FROM move_out_cancelled_bills WHERE notice_id = ?) AND status = 'void'`,
      notice.id,
    );
    ctx.store.run('UPDATE bookings SET end_date = ? WHERE id = ?', notice.original_end_date, row.id);
    ctx.store.run('UPDATE move_out_notices SET withdrawn_at = ? WHERE id = ?', ctx.now(), notice.id);
  });
  const end = both(notice.original_end_date);
  mailCustomer(
    ctx,
    row.customer_id,
    text(
      `ยกเลิกการแจ้งย้ายออก การจอง ${row.booking_number}`,
      `Move-out notice withdrawn, booking ${row.booking_number}`,
    ),
    [
      text(
        `ยกเลิกการแจ้งย้ายออกแล้ว การเช่าห้องของคุณสิ้นสุดวันที่ ${end.th} ตามเดิม และบิลที่ยกเลิกไปกลับมาตามกำหนดเดิม`,
        `Your notice is withdrawn: your rental ends on ${end.en} as before, and the cancelled bills are due again as planned.`,
      ),
    ],
  );
  const after = findBooking(ctx.store, row.id) as BookingRow;
  return ok(call, text('ยกเลิกการแจ้งย้ายออกแล้ว', 'Your notice to move out is withdrawn.'), {
    datas: { booking: bookingView(ctx, after, call.language) },
  });
};
