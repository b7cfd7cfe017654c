import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calculation,
  control,
  day,
  personal,
  ROOM_2SQM,
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

const company = async (email: string, legalNumber: string): Promise<string> => {
  await verifyEmail(sb, email);
  await sb.client.customer.register(
    personal(email, {
      customerTypeId: 2,
      companyName: 'Siam Trading Co., Ltd.',
      legalNumber,
      personId: legalNumber,
    }),
  );
  return sb.client.customer.login({ username: email, password: 'Secret-123' });
};

// Unit 13, 2 sqm at 1,960 baht a month, three months in instalments: bill 1 is 2,660.00 with the
// 500.00 key card deposit; VAT 141.31 of the rest, 2,018.69 before VAT, 5% of it 100.93 withheld.
const BILL_1 = { rate_percent: 5, gross: 2660, vat: 141.31, base: 2018.69, withheld: 100.93, net: 2559.07 };

describe('the figures a company paying net is shown before it pays (extension)', () => {
  it('prices the first payment net before booking, states due now net, and the kiosk takes exactly that', async () => {
    const token = await company('summary@withholding.example', '0105561234569');
    const priced = await sb.client.booking.calculate({
      ...ROOM_2SQM,
      start_date: day(1),
      end_date: day(90),
      unit_id: 13,
      is_reccuring: 0,
      is_reccuringcheck: 1,
      is_paymentcheck: 0,
      promo_code: '',
      withholding: true,
    });
    expect(priced.withholding).toEqual(BILL_1);
    // Asked without it, the calculation is the spec's, with nothing added.
    expect((await calculation(sb, 13, day(1), day(90), { instalments: true })).withholding).toBeUndefined();

    const body = await storageBody(sb, token, 13, day(1), day(90), { instalments: true, method: 4 });
    const { booking, customerServiceId } = await sb.client.booking.store({ ...body, withholding: true });
    const due = await sb.client.rental.statement({ token, customer_service_id: customerServiceId });
    expectSumsAgree(due);
    expect(due.due_now).toEqual({
      amount: BILL_1.gross,
      bill_ids: booking.due_invoice_ids,
      withheld: BILL_1.withheld,
      net: BILL_1.net,
    });
    const paid = await control(sb, `/sandbox/kiosk/${booking.payment_reference}/pay`);
    expect(paid.body.amount).toBe(due.due_now.net);
    const after = await sb.client.rental.statement({ token, customer_service_id: customerServiceId });
    expectSumsAgree(after);
    expect(after.payments).toEqual([
      expect.objectContaining({ method: 4, gross: BILL_1.gross, withheld: BILL_1.withheld, net: BILL_1.net }),
    ]);
    expect(after.due_now).toEqual({ amount: 0, bill_ids: [], withheld: 0, net: 0 });
  });
});
