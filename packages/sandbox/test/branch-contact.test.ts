import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, day, demoToken, startSandbox, succeed, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
  token = await demoToken(sb);
});
afterAll(() => sb.close());

const CHINATOWN = {
  id: 1,
  name_th: 'ไชน่าทาวน์',
  name_en: 'Chinatown',
  phone: '02-221-4455',
  address_th: '215 ถนนเยาวราช แขวงสัมพันธวงศ์ เขตสัมพันธวงศ์ กรุงเทพฯ 10100',
  address_en: '215 Yaowarat Road, Samphanthawong, Bangkok 10100',
};

describe("a booking's branch (extension: phone and address)", () => {
  it('is answered by booking-storage, current-service and booking-service alike', async () => {
    const stored = await book(sb, token, 10, day(1), day(40));
    expect(stored.booking.project).toEqual(CHINATOWN);
    const id = stored.booking.customerService_id;
    const current = await succeed(sb, 'currentService', { token, customer_service_id: id });
    expect(current.sec_data.data.project).toEqual(CHINATOWN);
    const history = await succeed(sb, 'bookingService', { token });
    expect(history.datas.find((b) => b.customerService_id === id)?.project).toEqual(CHINATOWN);
  });
});
