import type { Statement } from '@self-storage/core/client';
import { toSatang } from '@self-storage/core/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  day,
  personal,
  START,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';
import { expectSumsAgree } from './support/statement-sums.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const DAY = 24 * 60 * 60 * 1000;
const EMAIL = 'ledger.property@example.com';

type Step =
  | { kind: 'pay'; method: 'qr' | 'card' | 'kiosk'; net: boolean }
  | { kind: 'extend'; days: number; promo: string }
  | { kind: 'moveOut'; after: number }
  | { kind: 'withdraw' }
  | { kind: 'clock'; days: number };

// Weighted towards paying and moving the clock, so sequences reach overdue bills and refunds made.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      method: fc.constantFrom('qr' as const, 'card' as const, 'kiosk' as const),
      net: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extend' as const),
      days: fc.integer({ min: 1, max: 70 }),
      promo: fc.constantFrom('', 'WELCOME10', 'SAVE500'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('moveOut' as const), after: fc.integer({ min: 0, max: 40 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'withdraw' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: -30, max: 60 }) }),
  },
);

const start = fc.record({
  company: fc.boolean(),
  method: fc.constantFrom(1 as const, 4 as const, 5 as const),
  instalments: fc.boolean(),
  days: fc.integer({ min: 20, max: 120 }),
  promo: fc.constantFrom('', 'WELCOME10'),
});

/** A refusal is fine (the step did not apply); a server error is not. */
const attempt = async (result: Promise<{ ok: boolean; code?: number }>) => {
  const outcome = await result;
  if (!outcome.ok) expect(outcome.code).toBeLessThan(500);
};

const signIn = () => sb.client.customer.login({ username: EMAIL, password: 'Secret-123' });

const read = async (id: number): Promise<Statement> => {
  const result = await call(sb, 'statement', { token: await signIn(), customer_service_id: id });
  if (!result.ok) throw new Error(`statement refused: ${result.code} ${result.message}`);
  expectSumsAgree(result.reply.datas);
  return result.reply.datas;
};

const pay = async (s: Statement, { method, net }: Extract<Step, { kind: 'pay' }>, company: boolean) => {
  if (s.due_now.bill_ids.length === 0) return;
  const token = await signIn();
  if (method === 'kiosk') {
    if (s.kiosk_reference) await control(sb, `/sandbox/kiosk/${s.kiosk_reference}/pay`);
    return;
  }
  const checkout =
    method === 'qr'
      ? await call(sb, 'qrCheckout', {
          tokenu: token,
          customerInvoiceIds: s.due_now.bill_ids,
          ...(company ? { withholding: net } : {}),
        })
      : await call(sb, 'cardCheckout', { tokenu: token, customerInvoiceIds: s.due_now.bill_ids });
  if (!checkout.ok) return expect(checkout.code).toBeLessThan(500);
  const reply = checkout.reply as { data?: { uuid: string }; redirect_url?: string };
  const uuid = reply.data?.uuid ?? /card\/([0-9a-f-]{36})/.exec(reply.redirect_url ?? '')?.[1];
  expect(uuid).toBeDefined();
  expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBeLessThan(500);
};

const apply = async (s: Statement, st: Step, company: boolean, id: number): Promise<void> => {
  const base = { customer_service_id: id };
  if (st.kind === 'pay') return pay(s, st, company);
  if (st.kind === 'clock') {
    sb.clock.now = Math.max(START, sb.clock.now + st.days * DAY);
    return;
  }
  const token = await signIn();
  if (st.kind === 'withdraw') return attempt(call(sb, 'withdrawMoveOut', { ...base, token }));
  const end = s.parts.reduce((last, p) => (p.end_date > last ? p.end_date : last), s.today);
  if (st.kind === 'extend') {
    const body = { ...base, token, end_date: addDaysTo(end, st.days), promo_code: st.promo };
    const quote = await call(sb, 'extendQuote', body);
    if (!quote.ok) return expect(quote.code).toBeLessThan(500);
    return attempt(call(sb, 'extend', { ...body, totalOrange: quote.reply.datas.total_after_discount }));
  }
  const date = addDaysTo(s.today, 14 + st.after);
  return attempt(call(sb, 'moveOut', { ...base, token, move_out_date: date }));
};

const addDaysTo = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe('the rental account over random sequences (extension)', () => {
  it('keeps its sums agreeing, credits within payments, and payments as made whichever way the clock moves', {
    timeout: 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(start, fc.array(step, { minLength: 1, maxLength: 8 }), async (first, steps) => {
        await control(sb, '/sandbox/reset');
        sb.clock.now = START;
        await verifyEmail(sb, EMAIL);
        await sb.client.customer.register(
          personal(
            EMAIL,
            first.company
              ? {
                  customerTypeId: 2,
                  companyName: 'Ledger Trading Co., Ltd.',
                  companyDirector: 'Malee Suksan',
                  legalNumber: '0105561239999',
                  personId: '0105561239999',
                }
              : {},
          ),
        );
        const token = await signIn();
        const body = await storageBody(sb, token, 9, day(0), day(first.days - 1), {
          instalments: first.instalments,
          method: first.method,
          promo: first.promo,
        });
        const { customerServiceId: id } = await sb.client.booking.store({
          ...body,
          ...(first.company ? { withholding: true } : {}),
        });
        let s = await read(id);
        for (const st of steps) {
          const before = s;
          await apply(s, st, first.company, id);
          s = await read(id);
          expect(toSatang(s.totals.credited)).toBeLessThanOrEqual(toSatang(s.totals.paid));
          // Moving the clock pays nothing and takes back nothing that was paid.
          if (st.kind === 'clock') expect(s.payments).toEqual(before.payments);
        }
      }),
      { numRuns: 50 },
    );
  });
});
