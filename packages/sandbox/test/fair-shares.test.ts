import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  personal,
  phoneOf,
  refused,
  startSandbox,
  succeed,
  type TestSandbox,
  thaiIdOf,
  verifyEmail,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const DOCUMENT_TAKEN = 'This identity document already has an account; log in to it, or contact us.';

/** The registration body of a personal customer, its email verified first. */
const register = async (email: string, overrides: Parameters<typeof personal>[1]) => {
  await verifyEmail(sb, email);
  return personal(email, overrides);
};

describe('one account per identity document', () => {
  it('refuses a second personal account with the same Thai ID', async () => {
    const personId = thaiIdOf('shared-id');
    await succeed(sb, 'register', await register('id-first@example.com', { personId }));
    const second = await refused(sb, 'register', await register('id-second@example.com', { personId }));
    expect(second).toMatchObject({ code: 409, message: DOCUMENT_TAKEN });
  });

  it('refuses the same passport written with other spaces, dashes or case', async () => {
    await succeed(
      sb,
      'register',
      await register('pass-1@example.com', { personTypeId: 2, personId: 'AB 123456' }),
    );
    const again = await register('pass-2@example.com', { personTypeId: 2, personId: 'ab-123456' });
    expect(await refused(sb, 'register', again)).toMatchObject({ code: 409, message: DOCUMENT_TAKEN });
  });

  it('refuses a second corporate account with the same registration number', async () => {
    const company = (email: string) =>
      register(email, {
        customerTypeId: 2,
        companyName: 'Siam Trading Co., Ltd.',
        companyDirector: 'Somsak Rattana',
        legalNumber: '0105561234999',
      });
    await succeed(sb, 'register', await company('corp-1@example.com'));
    expect(await refused(sb, 'register', await company('corp-2@example.com'))).toMatchObject({
      code: 409,
      message: DOCUMENT_TAKEN,
    });
  });
});

describe('the unpaid cap across accounts', () => {
  it('holds two accounts sharing a phone to the unpaid bookings of one', async () => {
    const phone = phoneOf('shared phone');
    await succeed(sb, 'register', await register('phone-1@example.com', { phone }));
    await succeed(sb, 'register', await register('phone-2@example.com', { phone }));
    const login = (username: string) => sb.client.customer.login({ username, password: 'Secret-123' });
    const one = await login('phone-1@example.com');
    const two = await login('phone-2@example.com');
    await book(sb, one, 9, '2026-03-02', '2026-03-31');
    await book(sb, two, 10, '2026-03-02', '2026-03-31');
    await expect(book(sb, two, 11, '2026-03-02', '2026-03-31')).rejects.toMatchObject({ code: 'hold_limit' });
    await expect(book(sb, one, 12, '2026-03-02', '2026-03-31')).rejects.toMatchObject({ code: 'hold_limit' });
  });
});
