import { SelfStorageError } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_FEES } from '../src/index.ts';
import { type Fee, type Promotion, priceFor } from '../src/pricing/price.ts';
import {
  book,
  calculation,
  day,
  demoToken,
  post,
  RATE_2SQM,
  ROOM_2SQM,
  refused,
  startSandbox,
  type TestSandbox,
} from './helpers.ts';

const FEES: Fee[] = EXTRA_FEES.map((f) => ({
  name_th: f.name_th,
  name_en: f.name_en,
  amount_satang: f.amountSatang,
  deposit: f.deposit,
}));
const FEE_TOTAL = 70_000;
const RATE = 196_000;
const percent: Promotion = {
  code: 'P10',
  name_th: 'ลด 10%',
  name_en: '10% off',
  kind: 'percent',
  value: 10,
  min_rent_satang: 0,
};
const fixed: Promotion = {
  code: 'F500',
  name_th: 'ลด 500',
  name_en: '500 off',
  kind: 'fixed',
  value: 50_000,
  min_rent_satang: 300_000,
};
const price = (days: number, options: { promotion?: Promotion; instalments?: boolean; rate?: number } = {}) =>
  priceFor({
    monthlyRate: options.rate ?? RATE,
    days,
    promotion: options.promotion,
    fees: FEES,
    instalments: options.instalments ?? false,
    today: '2026-11-22',
    start: '2026-11-22',
  });

const amounts = (p: ReturnType<typeof price>) => p.plan.bills.map((bill) => bill.amount);

describe('pricing rules (integer satang)', () => {
  it('charges whole 30-day months plus the remainder days pro rata', () => {
    expect(price(30)).toMatchObject({
      total: RATE,
      dynamic: 0,
      discount: 0,
      grandTotal: RATE + FEE_TOTAL,
      billCount: 1,
    });
    expect(price(45)).toMatchObject({
      total: RATE,
      dynamic: 98_000,
      grandTotal: RATE + 98_000 + FEE_TOTAL,
      billCount: 1,
    });
    expect(price(1)).toMatchObject({ total: 0, dynamic: 6533, billCount: 1 });
    expect(price(61)).toMatchObject({ total: 2 * RATE, dynamic: 6533, billCount: 2 });
  });

  it('bills once per whole rent month, so no bill pays for less than one', () => {
    expect([29, 31, 59, 60, 89, 92, 365].map((days) => price(days).billCount)).toEqual([
      1, 1, 1, 2, 2, 3, 12,
    ]);
    // 92 days: 3 bills, each due the day its period begins; the last pays days 61 to 92.
    const p = price(92, { instalments: true });
    expect(p.plan.bills.map((bill) => bill.due)).toEqual(['2026-11-22', '2026-12-22', '2027-01-21']);
  });

  it('rounds the remainder days half up to the satang', () => {
    expect(price(15, { rate: 1 }).dynamic).toBe(1);
    expect(price(14, { rate: 1 }).dynamic).toBe(0);
    expect(price(31, { rate: 100_001 }).dynamic).toBe(3333);
  });

  it('takes a percentage off the rent, rounded, and never the fees', () => {
    const p = price(45, { promotion: percent });
    expect(p.discount).toBe(29_400);
    expect(p.grandTotal).toBe(294_000 - 29_400 + FEE_TOTAL);
    expect(price(1, { promotion: percent, rate: 1005 }).discount).toBe(3);
  });

  it('takes a fixed amount off a rent of at least its minimum, never more than the rent', () => {
    expect(() => price(45, { promotion: fixed })).toThrow(/at least 3,000.00 baht/);
    expect(price(60, { promotion: fixed })).toMatchObject({
      discount: 50_000,
      grandTotal: 392_000 - 50_000 + FEE_TOTAL,
    });
    expect(price(1, { promotion: { ...fixed, min_rent_satang: 0 } })).toMatchObject({
      discount: 6533,
      grandTotal: FEE_TOTAL,
    });
  });

  it('splits instalments evenly, remainder satang and all fees on the first bill', () => {
    const p = price(92, { instalments: true });
    expect(p.billCount).toBe(3);
    // 3 × 1,960.00 + 2 days (130.67) = 6,010.67, split 2,003.57 + 2,003.55 + 2,003.55.
    expect(amounts(p)).toEqual([200_357 + FEE_TOTAL, 200_355, 200_355]);
    expect(amounts(p).reduce((a, b) => a + b, 0)).toBe(p.grandTotal);
    const discounted = price(92, { instalments: true, promotion: percent });
    expect(amounts(discounted).reduce((a, b) => a + b, 0)).toBe(discounted.grandTotal);
    expect(amounts(price(92))).toEqual([p.grandTotal]);
    expect(amounts(price(30, { instalments: true }))).toEqual([RATE + FEE_TOTAL]);
  });
});

describe('booking-calculate', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  it('answers the calculation with fees, methods and the echoed request', async () => {
    const c = await calculation(sb, 9, day(0), day(44));
    expect(c).toEqual({
      total: RATE_2SQM,
      dynamic: 980,
      total_after_discount: RATE_2SQM + 980 + 700,
      // 45 days: one bill, since a second would pay for 15 days only.
      summary: 1,
      extracheck: [
        { name_th: 'ค่ามัดจำคีย์การ์ด', name_en: 'Key card deposit', amount: 500 },
        { name_th: 'ค่าธรรมเนียมและประกันภัย', name_en: 'Admin and insurance fee', amount: 200 },
      ],
      promotion: null,
      availableMethods: [{ id: 1 }, { id: 4 }, { id: 5 }],
      promo_code: '',
      is_reccuringcheck: 0,
    });
    expect((await calculation(sb, 9, day(0), day(29))).summary).toBe(1);
    expect((await calculation(sb, 9, day(0), day(59))).summary).toBe(2);
    expect((await calculation(sb, 9, day(0), day(30), { instalments: true })).is_reccuringcheck).toBe(1);
  });

  it('applies WELCOME10 (any case) and SAVE500 above its minimum rent', async () => {
    const welcome = await calculation(sb, 9, day(0), day(44), { promo: 'welcome10' });
    expect(welcome.promotion).toMatchObject({ discount_amount: 294, promotion: { name: 'Welcome 10% off' } });
    expect(welcome.total_after_discount).toBe(2940 - 294 + 700);
    expect(welcome.promo_code).toBe('welcome10');
    const save = await calculation(sb, 9, day(0), day(59), { promo: 'SAVE500' });
    expect(save.promotion?.discount_amount).toBe(500);
    const below = await refused(sb, 'bookingCalculate', {
      ...ROOM_2SQM,
      start_date: day(0),
      end_date: day(29),
      unit_id: 9,
      is_reccuring: 0,
      is_reccuringcheck: 0,
      is_paymentcheck: 0,
      promo_code: 'SAVE500',
    });
    expect(below.message).toBe('Promotion SAVE500 needs a rent of at least 3,000.00 baht.');
  });

  it('refuses unknown, expired, not-yet-valid and SQL-looking codes saying why', async () => {
    const reasons = {
      NOPE: 'There is no promotion with this code.',
      EXPIRED2024: 'This promotion ended on 31 Dec 2024.',
      FUTURE2099: 'This promotion starts on 1 Jan 2099.',
      "' OR 1=1 --": 'There is no promotion with this code.',
      'WELCOME10%': 'There is no promotion with this code.',
    };
    for (const [promo, reason] of Object.entries(reasons)) {
      const error = (await calculation(sb, 9, day(0), day(44), { promo }).catch(
        (e: unknown) => e,
      )) as SelfStorageError;
      expect(error).toBeInstanceOf(SelfStorageError);
      expect(error.responseCode).toBe(400);
      expect(error.userMessage(() => 'catalogue')).toBe(reason);
    }
  });

  it('answers in Thai when the caller asks for Thai, and by default', async () => {
    const body = {
      ...ROOM_2SQM,
      start_date: day(0),
      end_date: day(29),
      unit_id: 9,
      is_reccuring: 0,
      is_reccuringcheck: 0,
      is_paymentcheck: 0,
      promo_code: 'EXPIRED2024',
    };
    const thai = await post(sb, '/booking/booking-calculate', body, {
      headers: { 'Accept-Language': 'th-TH,en;q=0.5' },
    });
    expect(thai.body.response_message).toBe('โปรโมชันนี้หมดอายุแล้วเมื่อวันที่ 31 ธ.ค. 2567');
    const fallback = await post(sb, '/booking/booking-calculate', body, {
      headers: { 'Accept-Language': 'fr' },
    });
    expect(fallback.body.response_message).toBe(thai.body.response_message);
    const english = await post(sb, '/booking/booking-calculate', body, {
      headers: { 'Accept-Language': 'th;q=0.2, en-GB' },
    });
    expect(english.body.response_message).toBe('This promotion ended on 31 Dec 2024.');
    const welcome = await post(
      sb,
      '/booking/booking-calculate',
      { ...body, promo_code: 'WELCOME10' },
      { headers: { 'Accept-Language': 'th' } },
    );
    expect(welcome.body.datas).toMatchObject({
      promotion: {
        promotion: { name: 'ส่วนลดต้อนรับ 10%', name_th: 'ส่วนลดต้อนรับ 10%', name_en: 'Welcome 10% off' },
      },
    });
    const login = await post(
      sb,
      '/customer/login',
      { username: 'demo@example.com', password: 'wrong-password' },
      {
        headers: { 'Accept-Language': 'th' },
      },
    );
    expect(login.body.response_message).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  });

  it('refuses a unit that is not of the selection, or does not exist', async () => {
    const body = {
      ...ROOM_2SQM,
      start_date: day(0),
      end_date: day(3),
      is_reccuring: 0,
      is_reccuringcheck: 0,
      is_paymentcheck: 0,
      promo_code: '',
    };
    expect((await refused(sb, 'bookingCalculate', { ...body, unit_id: 1 })).code).toBe(404);
    expect((await refused(sb, 'bookingCalculate', { ...body, unit_id: 99_999 })).code).toBe(404);
  });

  it('bills an instalment booking in summary invoices, due monthly from the start, the first today', async () => {
    const token = await demoToken(sb);
    const { booking } = await book(sb, token, 10, day(2), day(76), {
      instalments: true,
      promo: 'WELCOME10',
    });
    // 75 days: 2 months + 15 days = 4,900.00 rent, 490.00 off, 2 bills (the second pays 45 days).
    expect(booking.invoices.map((i) => [i.installment_no, i.amount, i.due_date, i.status])).toEqual([
      [1, 2205 + 700, day(0), 'pending'],
      [2, 2205, day(32), 'pending'],
    ]);
    expect(booking.amount_due).toBe(2905);
    expect(booking.due_invoice_ids).toEqual([booking.invoices[0]?.id]);
    expect(booking.isInstallment).toBe(2);
    expect(booking.summary).toEqual({
      details: {
        serviceFee: { total: 4900, discount: 490, amount: 4410 },
        extraFee: [
          { name_th: 'ค่ามัดจำคีย์การ์ด', name_en: 'Key card deposit', amount: 500 },
          { name_th: 'ค่าธรรมเนียมและประกันภัย', name_en: 'Admin and insurance fee', amount: 200 },
        ],
      },
      promotion: {
        name: 'Welcome 10% off',
        name_th: 'ส่วนลดต้อนรับ 10%',
        name_en: 'Welcome 10% off',
        code: 'WELCOME10',
        amount: 490,
      },
    });
  });
});
