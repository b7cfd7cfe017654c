import type { ReplyOf, RequestOf } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { requireCustomer } from '../accounts/sessions.ts';
import { MAX_BOOKING_DAYS } from '../catalogue/period.ts';
import { findUnit } from '../catalogue/units.ts';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { type Text, text } from '../language/text.ts';
import { mailCustomer } from '../mail/customer-mail.ts';
import { bahtText, toBaht, toSatang } from '../money.ts';
import { type Price, type Promotion, priceFor } from '../pricing/price.ts';
import { findPromotion } from '../pricing/quote.ts';
import { ok } from '../reply.ts';
import { addDays, bangkokDate, bangkokDateTimeText, eachDay, inclusiveDays } from '../time.ts';
import { HOLD_MS } from './create.ts';
import { HOLDS_UNIT, sweepExpiredHolds } from './holds.ts';
import { ownBooking, requireRunning } from './own.ts';
import { type ExtensionRow, liveExtension, noticeInForce } from './rental-state.ts';
import { type BookingRow, bookingView, findBooking } from './view.ts';

type Quote = ReplyOf<'extendQuote'>['datas'];

const both = (date: string): Text => text(formatDate(date, 'th'), formatDate(date, 'en'));

/** The latest end date the booking's unit is free until, and no longer than the longest rental. */
const latestEnd = (ctx: SandboxContext, row: BookingRow): string => {
  sweepExpiredHolds(ctx.store, row.unit_id, ctx.now());
  const longest = addDays(row.start_date, MAX_BOOKING_DAYS - 1);
  const taken = ctx.store.get<{ day: string | null }>(
    `SELECT min(d.day) AS day FROM unit_days d JOIN bookings bk ON bk.id = d.booking_id
     WHERE d.unit_id = ? AND d.day > ? AND d.booking_id <> ? AND ${HOLDS_UNIT}`,
    row.unit_id,
    row.end_date,
    row.id,
    ctx.now(),
  )?.day;
  const free = taken ? addDays(taken, -1) : longest;
  return free < longest ? free : longest;
};

/** What a booking's extension to `end` costs, by the rules a new booking is priced with. */
const priceExtension = (
  ctx: SandboxContext,
  row: BookingRow,
  body: { end_date: string; promo_code: string },
): { quote: Quote; price: Price; promotion: Promotion | undefined } => {
  requireRunning(ctx, row);
  if (noticeInForce(ctx, row.id))
    throw refuse(
      'conflict',
      text(
        'การจองนี้แจ้งย้ายออกไว้แล้ว กรุณายกเลิกการแจ้งก่อนต่ออายุ',
        'Notice to move out was given; withdraw it before extending.',
      ),
    );
  const pending = liveExtension(ctx, row.id);
  if (pending && pending.end_date !== body.end_date) {
    const until = bangkokDateTimeText(pending.hold_until);
    throw refuse(
      'conflict',
      text(
        `มีการต่ออายุที่รอชำระเงินอยู่ถึง ${until.th} กรุณาชำระหรือรอให้หมดเวลาก่อน`,
        `An extension is waiting for its payment until ${until.en}; pay it or let it lapse first.`,
      ),
    );
  }
  const start = addDays(row.end_date, 1);
  if (body.end_date < start)
    throw refuse(
      'invalid_request',
      text(
        `วันสิ้นสุดใหม่ต้องอยู่หลังวันที่ ${both(row.end_date).th}`,
        `The new end date must be after ${both(row.end_date).en}.`,
      ),
    );
  const latest = latestEnd(ctx, row);
  if (latest < start)
    throw refuse(
      'unavailable',
      text(
        'ห้องนี้มีผู้จองต่อจากวันสิ้นสุดของคุณแล้ว จึงต่ออายุไม่ได้',
        'This unit is booked from the day after your rental ends, so it cannot be extended.',
      ),
    );
  if (body.end_date > latest)
    throw refuse(
      'unavailable',
      text(
        `ห้องนี้ว่างถึงวันที่ ${both(latest).th} เท่านั้น กรุณาเลือกวันนั้นหรือก่อนหน้า`,
        `This unit is free only until ${both(latest).en}; choose that date or earlier.`,
      ),
    );
  const unit = findUnit(ctx.store, row.unit_id);
  if (!unit) throw new Error(`booking ${row.id} names a missing unit`);
  const today = bangkokDate(ctx.now());
  const promotion = findPromotion(ctx, body.promo_code, today);
  const days = inclusiveDays(start, body.end_date);
  // The same rules as a new booking's price; one-off fees were paid with the booking.
  const price = priceFor({
    monthlyRate: unit.monthly_rate_satang,
    days,
    promotion,
    fees: [],
    instalments: row.is_installment === 2,
    today,
    start,
  });
  return {
    price,
    promotion,
    quote: {
      customer_service_id: row.id,
      current_end_date: row.end_date,
      end_date: body.end_date,
      days,
      total: toBaht(price.total),
      dynamic: toBaht(price.dynamic),
      discount: toBaht(price.discount),
      total_after_discount: toBaht(price.grandTotal),
      promotion: promotion
        ? { name: promotion.name_th, name_th: promotion.name_th, name_en: promotion.name_en }
        : null,
      bills: price.plan.bills.map((bill) => ({ amount: toBaht(bill.amount), due_date: bill.due })),
      latest_end_date: latest,
    },
  };
};

const named = (quote: Quote, call: Call): Quote =>
  quote.promotion
    ? {
        ...quote,
        promotion: {
          ...quote.promotion,
          name: call.language === 'en' ? quote.promotion.name_en : quote.promotion.name_th,
        },
      }
    : quote;

const QUOTED = text('ราคาการต่ออายุ', 'The price of the extension.');

export const extendQuote = (
  ctx: SandboxContext,
  body: RequestOf<'extendQuote'>,
  call: Call,
): ReplyOf<'extendQuote'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  return ok(call, QUOTED, { datas: named(priceExtension(ctx, row, body).quote, call) });
};

const UNAVAILABLE = text(
  'ห้องนี้ถูกจองในบางวันที่ต้องการต่ออายุแล้ว กรุณาคำนวณราคาใหม่',
  'The unit was just booked for some of these days; ask for the price again.',
);

/** Claims the added days and creates the extension's bills, in one write transaction. */
const insertExtension = (
  ctx: SandboxContext,
  row: BookingRow,
  start: string,
  end: string,
  price: Price,
  promotion: Promotion | undefined,
): number => {
  const now = ctx.now();
  const { lastInsertRowid } = ctx.store.run(
    `INSERT INTO booking_extensions (booking_id, start_date, end_date, total_satang, dynamic_satang, discount_satang,
       promo_name_th, promo_name_en, grand_total_satang, status, hold_until, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    row.id,
    start,
    end,
    price.total,
    price.dynamic,
    price.discount,
    promotion?.name_th ?? null,
    promotion?.name_en ?? null,
    price.grandTotal,
    now + HOLD_MS,
    now,
  );
  const extensionId = Number(lastInsertRowid);
  for (const day of eachDay(start, end)) {
    ctx.store.run(
      'INSERT INTO unit_days (unit_id, day, booking_id) VALUES (?, ?, ?)',
      row.unit_id,
      day,
      row.id,
    );
  }
  const last =
    ctx.store.get<{ n: number }>(
      'SELECT coalesce(max(installment_no), 0) AS n FROM invoices WHERE booking_id = ?',
      row.id,
    )?.n ?? 0;
  price.plan.bills.forEach((bill, i) => {
    ctx.store.run(
      `INSERT INTO invoices (booking_id, installment_no, amount_satang, due_date, status, extension_id)
       VALUES (?, ?, ?, ?, 'pending', ?)`,
      row.id,
      last + i + 1,
      bill.amount,
      bill.due,
      extensionId,
    );
  });
  return extensionId;
};

const mailRequested = (ctx: SandboxContext, row: BookingRow, extension: ExtensionRow, price: Price) => {
  const now = bahtText(price.plan.bills[0]?.amount ?? 0);
  const total = bahtText(price.grandTotal);
  const deadline = bangkokDateTimeText(extension.hold_until);
  const end = both(extension.end_date);
  mailCustomer(
    ctx,
    row.customer_id,
    text(`ต่ออายุการจอง ${row.booking_number}`, `Extension of booking ${row.booking_number}`),
    [
      text(
        `คุณขอต่ออายุการจอง ${row.booking_number} ถึงวันที่ ${end.th} ราคา ${total.th}`,
        `You asked to extend booking ${row.booking_number} to ${end.en}, for ${total.en}.`,
      ),
      text(
        `ยอดชำระตอนนี้: ${now.th} กรุณาชำระภายใน ${deadline.th} มิฉะนั้นการต่ออายุจะถูกยกเลิก`,
        `Amount to pay now: ${now.en}. Please pay by ${deadline.en}, or the extension lapses.`,
      ),
    ],
  );
};

const EXTENDED = text(
  'บันทึกการต่ออายุแล้ว กรุณาชำระเงินเพื่อยืนยัน',
  'The extension is made; pay for it to confirm it.',
);

/** extend: the price is worked out again and must be the one the customer saw. */
export const extend = (ctx: SandboxContext, body: RequestOf<'extend'>, call: Call): ReplyOf<'extend'> => {
  const customerId = requireCustomer(ctx, body.token);
  const row = ownBooking(ctx, customerId, body.customer_service_id);
  const reply = (quote: Quote) =>
    ok(call, EXTENDED, {
      datas: {
        quote: named(quote, call),
        booking: bookingView(ctx, findBooking(ctx.store, row.id) as BookingRow, call.language),
      },
    });
  const { quote, price, promotion } = priceExtension(ctx, row, body);
  // The same request again while its extension waits for payment answers that extension.
  if (liveExtension(ctx, row.id)) return reply(quote);
  if (toSatang(body.totalOrange) !== price.grandTotal) {
    const now = bahtText(price.grandTotal);
    const then = bahtText(toSatang(body.totalOrange));
    throw refuse(
      'price_changed',
      text(
        `ราคาเปลี่ยนไปแล้ว: การต่ออายุนี้ราคา ${now.th} ไม่ใช่ ${then.th}`,
        `The price has changed: this extension now costs ${now.en}, not ${then.en}.`,
      ),
    );
  }
  const start = addDays(row.end_date, 1);
  const extensionId = ctx.store.transaction(() => {
    sweepExpiredHolds(ctx.store, row.unit_id, ctx.now());
    const taken = ctx.store.get(
      'SELECT 1 FROM unit_days WHERE unit_id = ? AND day BETWEEN ? AND ? LIMIT 1',
      row.unit_id,
      start,
      body.end_date,
    );
    if (taken) throw refuse('unavailable', UNAVAILABLE);
    try {
      return insertExtension(ctx, row, start, body.end_date, price, promotion);
    } catch (error) {
      if (error instanceof Error && error.message.includes('UNIQUE constraint failed: unit_days'))
        throw refuse('unavailable', UNAVAILABLE);
      throw error;
    }
  });
  const extension = ctx.store.get<ExtensionRow>(
    'SELECT * FROM booking_extensions WHERE id = ?',
    extensionId,
  ) as ExtensionRow;
  mailRequested(ctx, row, extension, price);
  return reply(quote);
};

/**
 * Called as a payment settles (payments/settle.ts): an extension whose bills due now are all paid
 * is confirmed and the booking's end moves to its end. Returns nothing; mails the customer.
 */
export const confirmPaidExtensions = (ctx: SandboxContext, bookingId: number): void => {
  const today = bangkokDate(ctx.now());
  const ready = ctx.store.all<ExtensionRow>(
    `SELECT * FROM booking_extensions e WHERE e.booking_id = ? AND e.status = 'pending' AND e.hold_until > ?
       AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.extension_id = e.id AND i.status = 'pending' AND i.due_date <= ?)`,
    bookingId,
    ctx.now(),
    today,
  );
  for (const extension of ready) {
    ctx.store.run(
      `UPDATE booking_extensions SET status = 'confirmed', confirmed_at = ? WHERE id = ?`,
      ctx.now(),
      extension.id,
    );
    ctx.store.run('UPDATE bookings SET end_date = ? WHERE id = ?', extension.end_date, bookingId);
    const row = findBooking(ctx.store, bookingId) as BookingRow;
    const end = both(extension.end_date);
    mailCustomer(
      ctx,
      row.customer_id,
      text(`ต่ออายุการจอง ${row.booking_number} แล้ว`, `Booking ${row.booking_number} extended`),
      [
        text(
          `การต่ออายุได้รับการยืนยันแล้ว การเช่าห้องของคุณสิ้นสุดวันที่ ${end.th}`,
          `Your extension is confirmed: your rental now ends on ${end.en}.`,
        ),
      ],
    );
  }
};
