import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/constants.ts';
import { registerRequest } from '../../src/contract/customer.ts';
import { consentFormSchema, consentRecords } from '../../src/forms/consents.ts';
import { buildRegistrationPayload } from '../../src/forms/registration.ts';
import { validate } from '../../src/forms/validate.ts';

const GIVEN_AT = '2026-11-22T14:05:00.000+07:00';

describe('consents', () => {
  it('refuses to go on without the privacy notice accepted, whatever marketing says', () => {
    expect(validate(consentFormSchema, { privacy: false, marketing: true })).toEqual({
      ok: false,
      errors: { privacy: 'register.consent.privacyRequired' },
    });
    expect(validate(consentFormSchema, { privacy: true, marketing: false }).ok).toBe(true);
  });

  it('records both purposes under the notice version, a declined marketing consent included', () => {
    expect(consentRecords({ marketing: false, givenAt: GIVEN_AT })).toEqual([
      { purpose: 'privacy', granted: true, version: PRIVACY_NOTICE_VERSION, givenAt: GIVEN_AT },
      { purpose: 'marketing', granted: false, version: PRIVACY_NOTICE_VERSION, givenAt: GIVEN_AT },
    ]);
  });

  it('sends them as the register call’s optional consents field', () => {
    const payload = buildRegistrationPayload({
      customerType: 'corporate',
      form: {
        firstName: 'Malee',
        lastName: 'Srisuk',
        address: '1 Rama 3 Road',
        phone: '021234567',
        companyName: 'Siam Storage Co., Ltd.',
        legalNumber: '0105551234567',
      },
      email: 'malee@example.com',
      password: 'long enough 1',
      attachment: 'iVBORw0KGgo=',
      consents: { marketing: true, givenAt: GIVEN_AT },
    });
    expect(payload.consents?.map((c) => [c.purpose, c.granted])).toEqual([
      ['privacy', true],
      ['marketing', true],
    ]);
    expect(registerRequest.safeParse(payload).success).toBe(true);
    // Older clients send none; the same purpose twice is refused.
    const { consents, ...without } = payload;
    expect(registerRequest.safeParse(without).success).toBe(true);
    const twice = { ...payload, consents: [consents?.[0], consents?.[0]] };
    expect(registerRequest.safeParse(twice).success).toBe(false);
  });
});
