import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, control, day, newCustomer, startSandbox, type TestSandbox } from './helpers.ts';
import { overdueSupport } from './overdue-support.ts';

const email = 'random-moves@example.com';
let sb: TestSandbox;
let o: ReturnType<typeof overdueSupport>;
beforeAll(async () => {
  sb = await startSandbox();
  o = overdueSupport(sb);
  await newCustomer(sb, email);
});
afterAll(() => sb.close());

type Command =
  | { kind: 'forward'; days: number }
  | { kind: 'back'; days: number }
  | { kind: 'pay-due'; method: 'qr' | 'kiosk' }
  | { kind: 'pay-first' | 'pay-last' };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('forward' as const), days: fc.integer({ min: 1, max: 60 }) }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('back' as const), days: fc.integer({ min: 1, max: 40 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay-due' as const),
      method: fc.constantFrom('qr' as const, 'kiosk' as const),
    }),
    weight: 2,
  },
  // A pending bill paid ahead of its due date: the oldest, or the last while older ones wait.
  { arbitrary: fc.record({ kind: fc.constantFrom('pay-first' as const, 'pay-last' as const) }), weight: 1 },
);

const STEP_OF = [
  [/^Bill (\d+) of booking .* is due today$/, 0],
  [/^Bill (\d+) of booking .* is overdue$/, 1],
  [/^Booking .* is suspended$/, 2],
] as const;

/** Each policy mail since the `from`-th as (bill number, step index), the suspension's bill read from its text. */
const stepsMailed = async (from: number): Promise<[number, number][]> =>
  (await o.policyMails(email)).slice(from).flatMap((m): [number, number][] => {
    for (const [pattern, step] of STEP_OF) {
      const match = pattern.exec(m.subject);
      if (match) return [[Number(match[1] ?? /Bill (\d+), due on/.exec(m.text)?.[1]), step]];
    }
    return [];
  });

let previous: number | undefined;

describe('the overdue policy over random clock moves and payments', () => {
  it('takes each step of a bill once and in order, suspends from 7 days past due until nothing is overdue, and tells each restored access', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        // The previous run's booking gives its unit back; the clock starts again from day 0.
        if (previous !== undefined) await control(sb, `/sandbox/bookings/${previous}/cancel`);
        await o.resetClock();
        const before = (await o.policyMails(email)).length;
        // Four bills, due on days 0, 30, 60 and 90; the first paid at once.
        const { booking, customerServiceId: id } = await book(sb, await o.login(email), 9, day(0), day(119), {
          instalments: true,
        });
        previous = id;
        await o.payByQr(email, [booking.invoices[0]?.id ?? 0]);
        let position = 0;
        let restores = 0;
        for (const c of commands) {
          if (c.kind === 'forward') {
            await o.advance(`${c.days}d`);
            position += c.days;
          } else if (c.kind === 'back') {
            position = Math.max(0, position - c.days);
            await o.resetClock();
            if (position > 0) await o.advance(`${position}d`);
          } else {
            const now = await o.current(email, id);
            const pending = now.invoices.filter((i) => i.status === 'pending');
            const ahead =
              c.kind === 'pay-first' ? pending[0] : c.kind === 'pay-last' ? pending.at(-1) : undefined;
            if (ahead) await o.payByQr(email, [ahead.id]);
            else if (c.kind === 'pay-due' && now.due_invoice_ids.length > 0) {
              if (c.method === 'qr') await o.payByQr(email, now.due_invoice_ids);
              else await control(sb, `/sandbox/kiosk/${now.kiosk_reference}/pay`);
            }
            // A payment that ends a suspension is told by mail, once.
            if (now.status === 'suspended' && (await o.current(email, id)).status === 'confirmed')
              restores += 1;
          }
          const now = await o.current(email, id);
          const today = day(position);
          // Suspended once a bill is 7 days past due, and until nothing is overdue.
          const unpaidBy = (date: string) =>
            now.invoices.some((i) => i.status === 'pending' && i.due_date <= date);
          if (unpaidBy(day(position - 7))) expect(now.status).toBe('suspended');
          if (!unpaidBy(day(position - 1))) expect(now.status).toBe('confirmed');
          const due = now.invoices.filter((i) => i.status === 'pending' && i.due_date <= today);
          expect(now.due_invoice_ids).toEqual(due.map((i) => i.id));
          expect(now.kiosk_reference).toBe(due.length > 0 ? booking.booking_number : null);
          const restored = (await o.policyMails(email))
            .slice(before)
            .filter((m) => m.subject.includes('restored'));
          expect(restored).toHaveLength(restores);
          const mailed = await stepsMailed(before);
          expect(new Set(mailed.map(([bill, step]) => `${bill}:${step}`)).size).toBe(mailed.length);
          for (const [i, [bill, step]] of mailed.entries()) {
            const earlier = mailed.slice(0, i).filter(([b]) => b === bill);
            expect(earlier.every(([, s]) => s < step)).toBe(true);
          }
        }
      }),
      // Each run books and pays over HTTP (a receipt is rendered per payment): few runs, bounded time.
      { numRuns: 20 },
    );
  }, 90_000);
});
