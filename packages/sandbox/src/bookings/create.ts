import { randomInt } from 'node:crypto';
import { type Language, PAYMENT_METHOD, type ReplyOf, type RequestOf } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { bookingConfirmation } from '@self-storage/core/figures';
import { hashSecret, requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { type Text, text } from '../language/text.ts';
import { customerMail } from '../mail/customer-mail.ts';
import { type Recipient, recipientOf } from '../mail/recipient.ts';
import { bahtText, toSatang } from '../money.ts';
import { type Quote, quote } from '../pricing/quote.ts';
import { ok } from '../reply.ts';
import { bangkokDate, bangkokDateTimeText, dateText, eachDay, HOUR_MS } from '../time.ts';
import { sweepExpiredHolds } from './holds.ts';
import { newPin } from './pins.ts';
import { type BookingRow, bookingView, findBooking } from './view.ts';

/** How long an unpaid booking holds its unit (the payment texts say 2 hours). */
export const HOLD_MS = 2 * HOUR_MS;

const UNAVAILABLE = text(
  'ห้องที่เลือกถูกจองในช่วงวันที่นี้แล้ว กรุณาเลือกห้องอื่น',
  'The selected unit has been reserved for these dates; choose another unit.',
);

const HOLD_LIMIT = (max: number) =>
  text(
    `คุณมีการจองที่ยังไม่ได้ชำระเงิน ${max} รายการแล้ว กรุณาชำระเงิน หรือรอให้การจองเดิมหมดเวลา ก่อนจองห้องใหม่`,
    `You already have ${max} unpaid bookings. Pay for one, or let it lapse, before booking another unit.`,
  );

const uniqueReference = (ctx: SandboxContext): string => {
  for (;;) {
    const value = String(randomInt(1e11, 1e12));
    if (!ctx.store.get('SELECT 1 FROM bookings WHERE payment_reference = ?', value)) return value;
  }
};

/**
 * Inserts the booking, its held days, fees and invoices. Runs inside the booking transaction.
 * Returns the id and the payment pin, which is stored only as its hash (it opens the booking
 * for payment, like a password).
 */
const insertBooking = (
  ctx: SandboxContext,
  body: RequestOf<'bookingStorage'>,
  customerId: number,
  { price, promotion, fees }: Quote,
): { id: number; pin: string } => {
  const pin = newPin();
  const now = ctx.now();
  const id =
    ctx.store.get<{ next: number }>('SELECT coalesce(max(id), 0) + 1 AS next FROM bookings')?.next ?? 1;
  const today = bangkokDate(now);
  ctx.store.run(
    `INSERT INTO bookings (id, booking_number, customer_id, unit_id, start_date, end_date, payment_method,
       is_installment, total_satang, dynamic_satang, discount_satang, promo_code, promo_name_th, promo_name_en,
       grand_total_satang, status, hold_until, pin, payment_reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_payment', ?, ?, ?, ?)`,
    id,
    `SS-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`,
    customerId,
    body.unit_id,
    body.start_date,
    body.end_date,
    body.payment_method,
    body.isInstallment,
    price.total,
    price.dynamic,
    price.discount,
    promotion?.code ?? null,
    promotion?.name_th ?? null,
    promotion?.name_en ?? null,
    price.grandTotal,
    now + HOLD_MS,
    hashSecret(pin),
    body.payment_method === PAYMENT_METHOD.kiosk ? uniqueReference(ctx) : null,
    now,
  );
  for (const day of eachDay(body.start_date, body.end_date)) {
    ctx.store.run('INSERT INTO unit_days (unit_id, day, booking_id) VALUES (?, ?, ?)', body.unit_id, day, id);
  }
  for (const fee of fees) {
    ctx.store.run(
      'INSERT INTO booking_fees (booking_id, name_th, name_en, amount_satang) VALUES (?, ?, ?, ?)',
      id,
      fee.name_th,
      fee.name_en,
      fee.amount_satang,
    );
  }
  // Core's plan, as the summary showed it: the first bill due today, the others a rent month apart.
  price.plan.bills.forEach((bill, i) => {
    ctx.store.run(
      `INSERT INTO invoices (booking_id, installment_no, amount_satang, due_date, status) VALUES (?, ?, ?, ?, 'pending')`,
      id,
      i + 1,
      bill.amount,
      bill.due,
    );
  });
  return { id, pin };
};

/** What was booked, as the success page and the booking detail read it (core's confirmation). */
const bookingDetails = (ctx: SandboxContext, row: BookingRow): Text[] => {
  const view = bookingView(ctx, row, 'th');
  const read = (language: Language) => {
    const c = bookingConfirmation(view, language);
    return { ...c, from: formatDate(c.start, language), to: formatDate(c.end, language) };
  };
  const th = read('th');
  const en = read('en');
  return [
    text(
      `สาขา${th.branch.name}${th.branch.address ? ` ${th.branch.address}` : ''}${th.branch.phone ? ` โทร ${th.branch.phone}` : ''}`,
      `Branch: ${en.branch.name}${en.branch.address ? `, ${en.branch.address}` : ''}${en.branch.phone ? `, phone ${en.branch.phone}` : ''}.`,
    ),
    text(
      `ห้อง ${th.unit.name} อาคาร ${th.unit.building} ชั้น ${th.unit.floor} (${th.unit.group} ${th.unit.size})`,
      `Unit ${en.unit.name}, building ${en.unit.building}, floor ${en.unit.floor} (${en.unit.group}, ${en.unit.size}).`,
    ),
    text(`ระยะเวลาเช่า ${th.from} ถึง ${th.to}`, `Rental from ${en.from} to ${en.to}.`),
  ];
};

const mailCreated = (
  ctx: SandboxContext,
  to: Recipient,
  row: BookingRow,
  pin: string,
  price: Quote['price'],
  call: Call,
) => {
  const link = `${call.origins.web}/?action=payment&ser=${row.id}&p=${encodeURIComponent(pin)}`;
  const [first, ...later] = price.plan.bills;
  const now = bahtText(first?.amount ?? 0);
  const total = bahtText(row.grand_total_satang);
  const deadline = bangkokDateTimeText(row.hold_until);
  const paragraphs = [
    text(
      `ขอบคุณที่จองกับเรา หมายเลขการจองของคุณคือ ${row.booking_number}`,
      `Thank you for booking with us. Your booking number is ${row.booking_number}.`,
    ),
    ...bookingDetails(ctx, row),
    text(
      `ยอดชำระวันนี้: ${now.th} (ยอดรวมการจอง ${total.th})`,
      `Amount to pay now: ${now.en} (booking total ${total.en}).`,
    ),
    ...later.map((bill, i) => {
      const amount = bahtText(bill.amount);
      const due = dateText(bill.due);
      return text(
        `งวดที่ ${i + 2}: ${amount.th} ครบกำหนด ${due.th}`,
        `Bill ${i + 2}: ${amount.en} due ${due.en}.`,
      );
    }),
    text(
      `กรุณาชำระภายใน ${deadline.th} มิฉะนั้นห้องจะถูกปล่อยให้ผู้อื่นจอง`,
      `Please pay by ${deadline.en}, or the unit is released.`,
    ),
    ...(row.payment_reference
      ? [
          text(
            `ชำระที่ตู้คีออสก์ด้วยหมายเลขอ้างอิง ${row.payment_reference}`,
            `Pay at a kiosk with reference ${row.payment_reference}.`,
          ),
        ]
      : []),
  ];
  ctx.mailer.send(
    customerMail(
      to,
      text(`สร้างการจอง ${row.booking_number} แล้ว`, `Booking ${row.booking_number} created`),
      paragraphs,
      // Nothing is paid yet: the link pays the booking for the first time.
      { label: text('ชำระเงินสำหรับการจองนี้', 'Pay for this booking'), url: link },
    ),
  );
};

/**
 * The customer's own booking of this unit and these dates whose hold still lives: a repeated
 * submit (a double click, a retry after a lost reply) gets it back instead of `unavailable`.
 */
const liveDuplicate = (
  ctx: SandboxContext,
  customerId: number,
  body: RequestOf<'bookingStorage'>,
): BookingRow | undefined =>
  ctx.store.get<BookingRow>(
    `SELECT * FROM bookings WHERE customer_id = ? AND unit_id = ? AND start_date = ? AND end_date = ?
       AND status = 'awaiting_payment' AND hold_until > ? ORDER BY id DESC LIMIT 1`,
    customerId,
    body.unit_id,
    body.start_date,
    body.end_date,
    ctx.now(),
  );

/**
 * No more than `maxUnpaidBookings` units held unpaid at once by one account, and by all the
 * accounts sharing its identity document or its phone number: many accounts of one person get
 * no more than one.
 */
const checkUnpaidLimit = (ctx: SandboxContext, customerId: number): void => {
  const unpaid =
    ctx.store.get<{ n: number }>(
      `SELECT count(*) AS n FROM bookings b
       WHERE b.status = 'awaiting_payment' AND b.hold_until > ? AND b.customer_id IN (
         SELECT o.id FROM customers o JOIN customers me ON me.id = ?
         WHERE o.id = me.id OR o.phone = me.phone OR o.identity_key = me.identity_key)`,
      ctx.now(),
      customerId,
    )?.n ?? 0;
  if (unpaid >= ctx.maxUnpaidBookings) {
    throw refuse('hold_limit', HOLD_LIMIT(ctx.maxUnpaidBookings));
  }
};

const CREATED = {
  created: text('สร้างการจองเรียบร้อยแล้ว', 'Booking created.'),
  existing: text('การจองนี้ทำไว้แล้ว นี่คือการจองเดิมของคุณ', 'This booking was already made; here it is.'),
} as const;

const created = (
  ctx: SandboxContext,
  row: BookingRow,
  code: keyof typeof CREATED,
  call: Call,
): ReplyOf<'bookingStorage'> =>
  ok(call, CREATED[code], {
    success: true,
    code,
    sec_data: { customerService_id: row.id, data: bookingView(ctx, row, call.language) },
  });

/** booking-storage: the price is recalculated and the unit claimed in one write transaction. */
export const bookingStorage = (
  ctx: SandboxContext,
  body: RequestOf<'bookingStorage'>,
  call: Call,
): ReplyOf<'bookingStorage'> => {
  const customerId = requireCustomer(ctx, body.token);
  const again = liveDuplicate(ctx, customerId, body);
  if (again) return created(ctx, again, 'existing', call);
  const priced = quote(ctx, {
    unitId: body.unit_id,
    start: body.start_date,
    end: body.end_date,
    promoCode: body.data.promo_code,
    instalments: body.isInstallment === 2,
  });
  if (toSatang(body.totalOrange) !== priced.price.grandTotal) {
    const now = bahtText(priced.price.grandTotal);
    const then = bahtText(toSatang(body.totalOrange));
    throw refuse(
      'price_changed',
      text(
        `ราคาเปลี่ยนไปแล้ว: การจองนี้ราคา ${now.th} ไม่ใช่ ${then.th} กรุณาคำนวณราคาใหม่`,
        `The price has changed: this booking now costs ${now.en}, not ${then.en}. Calculate again.`,
      ),
    );
  }
  const outcome = ctx.store.transaction((): { existing: BookingRow } | { id: number; pin: string } => {
    // Checked again under the write lock: two submits at once find each other here.
    const duplicate = liveDuplicate(ctx, customerId, body);
    if (duplicate) return { existing: duplicate };
    checkUnpaidLimit(ctx, customerId);
    sweepExpiredHolds(ctx.store, body.unit_id, ctx.now());
    const taken = ctx.store.get(
      'SELECT 1 FROM unit_days WHERE unit_id = ? AND day BETWEEN ? AND ? LIMIT 1',
      body.unit_id,
      body.start_date,
      body.end_date,
    );
    if (taken) {
      throw refuse('unavailable', UNAVAILABLE);
    }
    try {
      return insertBooking(ctx, body, customerId, priced);
    } catch (error) {
      // The primary key of unit_days is the last word if the check above ever missed a claim.
      if (error instanceof Error && error.message.includes('UNIQUE constraint failed: unit_days')) {
        throw refuse('unavailable', UNAVAILABLE);
      }
      throw error;
    }
  });
  if ('existing' in outcome) return created(ctx, outcome.existing, 'existing', call);
  const row = findBooking(ctx.store, outcome.id) as BookingRow;
  const recipient = recipientOf(ctx, customerId);
  if (recipient) mailCreated(ctx, recipient, row, outcome.pin, priced.price, call);
  return created(ctx, row, 'created', call);
};
