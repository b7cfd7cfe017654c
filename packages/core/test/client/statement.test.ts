import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SelfStorageClient, SelfStorageError } from '../../src/index.ts';
import { json, type StubServer, startStubServer } from './http-stub.ts';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());

const OK = { response_code: 200, response_message: 'OK' };
const line = (kind: string, amount: number) => ({
  kind,
  name_th: 'ค่าเช่า',
  name_en: 'Rent',
  amount,
  promotion: null,
});

/** A one-bill booking paid in full, as the server answers it. */
const STATEMENT = {
  customer_service_id: 7,
  booking_number: 'SS-2026-000007',
  today: '2026-03-01',
  parts: [
    {
      kind: 'booking',
      id: 7,
      status: 'confirmed',
      start_date: '2026-03-01',
      end_date: '2026-03-30',
      rent: 1960,
      discount: 196,
      promotion: { code: 'WELCOME10', name_th: 'ส่วนลดต้อนรับ 10%', name_en: 'Welcome 10% off' },
      fees: 200,
      deposit: 500,
      total: 2464,
    },
  ],
  bills: [
    {
      id: 3,
      installment_no: 1,
      n: 1,
      of: 1,
      part: { kind: 'booking', id: 7 },
      period: { start_date: '2026-03-01', end_date: '2026-03-30' },
      due_date: '2026-03-01',
      status: 'paid',
      amount: 2464,
      lines: [line('rent', 1960), line('discount', -196), line('deposit', 500), line('fee', 200)],
    },
  ],
  payments: [
    {
      uuid: '0b6f3f3e-3c1a-4b7e-9a77-1f0f8c1d2e3f',
      method: 1,
      paid_at: '2026-03-01T03:00:00.000Z',
      bill_ids: [3],
      gross: 2464,
      withheld: 0,
      net: 2464,
    },
  ],
  credits: [],
  totals: { billed: 2464, paid: 2464, withheld: 0, credited: 0, refunded: 0, balance: 0 },
  due_now: { amount: 0, bill_ids: [], withheld: 0, net: 0 },
  kiosk_reference: null,
  standing: {
    state: 'paid_up',
    bill_id: null,
    due_date: null,
    reminders: [],
    overdue_from: null,
    suspension_date: null,
    suspended_at: null,
    terms: null,
  },
  autopay: { on: false, card: null, next_charge: null, card_expires_first: false, attempts: [] },
};

describe('client.rental.statement', () => {
  it('posts the booking and its token to booking/statement and answers the statement as parsed', async () => {
    stub.routes.set('/booking/statement', (_body, res) => json(res, 200, { ...OK, datas: STATEMENT }));
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl });
    expect(await client.rental.statement({ token: 't', customer_service_id: 7 })).toEqual(STATEMENT);
    expect(stub.seen.at(-1)).toEqual({
      path: '/booking/statement',
      body: { token: 't', customer_service_id: 7 },
    });
  });

  it('refuses a reply that breaks the contract: a bill without lines, a method the spec does not have', async () => {
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl });
    const broken = [
      { ...STATEMENT, bills: [{ ...STATEMENT.bills[0], lines: [] }] },
      { ...STATEMENT, payments: [{ ...STATEMENT.payments[0], method: 2 }] },
    ];
    for (const datas of broken) {
      stub.routes.set('/booking/statement', (_body, res) => json(res, 200, { ...OK, datas }));
      const error = await client.rental
        .statement({ token: 't', customer_service_id: 7 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SelfStorageError);
      expect((error as SelfStorageError).code).toBe('invalid_reply');
    }
  });
});
