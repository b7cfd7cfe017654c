import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { book, day, newCustomer, START, startSandbox, type TestSandbox } from './helpers.ts';
import { payQr as payBills } from './support/statement-sums.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => {
  sb.clock.now = START;
});

const HOUR_MS = 60 * 60 * 1000;

const payQr = (token: string, ids: number[]) => payBills(sb, token, ids);

describe('the history with each booking’s statement (extension)', { timeout: 30_000 }, () => {
  it('answers every booking’s statement, current, moved out or expired, as booking/statement does', async () => {
    const token = await newCustomer(sb, 'history.statements@example.com');
    const paid = await book(sb, token, 9, day(0), day(89), { instalments: true });
    await payQr(token, paid.booking.due_invoice_ids);
    const moved = await book(sb, token, 10, day(0), day(89));
    await payQr(token, moved.booking.due_invoice_ids);
    await sb.client.rental.moveOut({
      token,
      customer_service_id: moved.customerServiceId,
      move_out_date: day(14),
    });
    const unpaid = await book(sb, token, 11, day(0), day(29));
    // Its hold ends unpaid: the booking expires.
    sb.advance(2 * HOUR_MS);

    const { bookings, statements } = await sb.client.booking.historyWithStatements({ token });
    expect(statements?.map((s) => s.customer_service_id)).toEqual(bookings.map((b) => b.customerService_id));
    for (const id of [paid.customerServiceId, moved.customerServiceId, unpaid.customerServiceId]) {
      const own = await sb.client.rental.statement({ token, customer_service_id: id });
      expect(statements?.find((s) => s.customer_service_id === id)).toEqual(own);
    }
    const movedOut = statements?.find((s) => s.customer_service_id === moved.customerServiceId);
    expect(movedOut?.credits.map((c) => c.kind)).toEqual(['refund', 'deposit_return']);
    expect(statements?.find((s) => s.customer_service_id === unpaid.customerServiceId)?.standing.state).toBe(
      'closed',
    );
  });
});
