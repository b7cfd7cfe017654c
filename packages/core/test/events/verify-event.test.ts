import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EventSignatureError,
  type HmacSha256,
  type RentalEvent,
  signEvent,
  verifyEvent,
} from '../../src/events/index.ts';

const SECRET = 'whsec_test-secret';
const AT = Date.parse('2026-03-01T03:00:00Z');

const booking = {
  customerService_id: 7,
  booking_number: 'SS-2026-000007',
  status: 'confirmed',
  project: { id: 1, name_th: 'เยาวราช', name_en: 'Chinatown' },
  customerServiceStartDt: '2026-03-01',
  customerServiceEndDt: '2026-03-30',
  years: 0,
  months: 1,
  weeks: 0,
  days: 0,
  serviceSize: {
    name_th: 'ห้อง 2 ตร.ม.',
    name_en: 'Room 2 sqm',
    serviceGroupSize: { name_th: 'ห้อง', name_en: 'Room' },
  },
  buildingVolume: 'A',
  floorLevel: '1',
  unit: { unit_id: 9, aliasName: 'A-109', area: 2, length: 1, depth: 2, height: 2.4 },
  summary: {
    details: { serviceFee: { total: 1960, discount: 0, amount: 1960 }, extraFee: [] },
    promotion: null,
  },
  payment_method: 1,
  isInstallment: 1,
  amount_due: 0,
  due_invoice_ids: [],
  payment_reference: '1234567890',
  payment_deadline: '2026-03-01T03:30:00.000Z',
  invoices: [{ id: 3, installment_no: 1, amount: 1960, due_date: '2026-03-01', status: 'paid' }],
};

const payload = JSON.stringify({
  id: 'evt_1',
  type: 'booking.paid',
  created_at: new Date(AT).toISOString(),
  data: { booking },
});

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof EventSignatureError ? error.reason : String(error)),
  );

describe('verifyEvent', () => {
  it('accepts a delivery signed with the secret and hands back the typed event', async () => {
    const header = await signEvent(payload, SECRET, { at: AT });
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event: RentalEvent = await verifyEvent(payload, header, SECRET, { now: AT + 1000 });
    expect(event.type).toBe('booking.paid');
    expect(event.data.booking.booking_number).toBe('SS-2026-000007');
  });

  it('refuses an altered body, a wrong secret, a missing or malformed header', async () => {
    const header = await signEvent(payload, SECRET, { at: AT });
    const options = { now: AT };
    expect(await reason(verifyEvent(payload.replace('1960', '1'), header, SECRET, options))).toBe(
      'bad_signature',
    );
    expect(await reason(verifyEvent(payload, header, 'whsec_other', options))).toBe('bad_signature');
    expect(await reason(verifyEvent(payload, undefined, SECRET, options))).toBe('malformed_header');
    expect(await reason(verifyEvent(payload, 'v1=abc', SECRET, options))).toBe('malformed_header');
  });

  it('refuses a delivery signed longer ago than the tolerance (5 minutes by default), replayed or held back', async () => {
    const header = await signEvent(payload, SECRET, { at: AT });
    expect(await reason(verifyEvent(payload, header, SECRET, { now: AT + 300_000 }))).toBe('accepted');
    expect(await reason(verifyEvent(payload, header, SECRET, { now: AT + 301_000 }))).toBe('too_old');
    expect(
      await reason(verifyEvent(payload, header, SECRET, { now: AT + 3_600_000, toleranceSeconds: 3600 })),
    ).toBe('accepted');
  });

  it('refuses a signed body that is not an event of this API', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'booking.teleported', created_at: '', data: {} });
    const header = await signEvent(body, SECRET, { at: AT });
    expect(await reason(verifyEvent(body, header, SECRET, { now: AT }))).toBe('invalid_event');
  });

  it('takes any HMAC-SHA256 injected, and agrees with node:crypto', async () => {
    const nodeHmac: HmacSha256 = async (key, message) => createHmac('sha256', key).update(message).digest();
    const header = await signEvent(payload, SECRET, { at: AT, hmac: nodeHmac });
    expect(header).toBe(await signEvent(payload, SECRET, { at: AT }));
    expect((await verifyEvent(payload, header, SECRET, { now: AT, hmac: nodeHmac })).id).toBe('evt_1');
  });

  it('accepts any of several v1 signatures (a secret being rolled)', async () => {
    const header = await signEvent(payload, SECRET, { at: AT });
    const other = (await signEvent(payload, 'whsec_old', { at: AT })).split(',')[1];
    expect(await reason(verifyEvent(payload, `${header},${other}`, SECRET, { now: AT }))).toBe('accepted');
  });
});
