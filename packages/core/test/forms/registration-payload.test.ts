import { describe, expect, it } from 'vitest';
import { registerRequest } from '../../src/contract/customer.ts';
import { bytesToBase64 } from '../../src/encoding/base64.ts';
import { documentImageSchema } from '../../src/forms/document.ts';
import type { CorporateForm, PersonalForm } from '../../src/forms/registration.ts';
import { buildRegistrationPayload } from '../../src/forms/registration.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const BASE64 = bytesToBase64(PNG);
const DATA_URL = `data:image/png;base64,${BASE64}`;
const account = { email: 'somchai@example.co.th', password: 'correct horse 1' };
const contact = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  address: '99 ถนนพระราม 3 กรุงเทพฯ',
  phone: '0812345678',
};

describe('buildRegistrationPayload', () => {
  it('builds a Thai personal registration', () => {
    const form: PersonalForm = { ...contact, personalType: 'thai', idCard: '1101700230708' };
    const payload = buildRegistrationPayload({
      customerType: 'personal',
      form,
      ...account,
      attachment: DATA_URL,
    });
    expect(payload).toEqual({
      customerTypeId: 1,
      personTypeId: 1,
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      companyDirector: '',
      companyName: '',
      fullAddress: '99 ถนนพระราม 3 กรุงเทพฯ',
      email: 'somchai@example.co.th',
      phone: '0812345678',
      legalNumber: '',
      password: 'correct horse 1',
      personId: '1101700230708',
      attachFile: BASE64,
    });
    expect(registerRequest.safeParse(payload).success).toBe(true);
  });

  it('builds a foreign personal registration with the passport as personId', () => {
    const form: PersonalForm = { ...contact, personalType: 'foreigner', passport: 'AA1234567' };
    const payload = buildRegistrationPayload({
      customerType: 'personal',
      form,
      ...account,
      attachment: documentImageSchema.parse(DATA_URL),
    });
    expect(payload).toMatchObject({
      customerTypeId: 1,
      personTypeId: 2,
      personId: 'AA1234567',
      attachFile: BASE64,
    });
    expect(registerRequest.safeParse(payload).success).toBe(true);
  });

  it('builds a corporate registration with the legal number as personId', () => {
    const form: CorporateForm = { ...contact, companyName: 'บริษัท ตัวอย่าง จำกัด', legalNumber: '0105556123456' };
    const payload = buildRegistrationPayload({
      customerType: 'corporate',
      form,
      ...account,
      attachment: BASE64,
    });
    expect(payload).toEqual({
      customerTypeId: 2,
      personTypeId: 1,
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      companyDirector: '',
      companyName: 'บริษัท ตัวอย่าง จำกัด',
      fullAddress: '99 ถนนพระราม 3 กรุงเทพฯ',
      email: 'somchai@example.co.th',
      phone: '0812345678',
      legalNumber: '0105556123456',
      password: 'correct horse 1',
      personId: '0105556123456',
      attachFile: BASE64,
    });
    expect(registerRequest.safeParse(payload).success).toBe(true);
  });

  it('strips a JPEG prefix as well', () => {
    const form: PersonalForm = { ...contact, personalType: 'thai', idCard: '1101700230708' };
    const payload = buildRegistrationPayload({
      customerType: 'personal',
      form,
      ...account,
      attachment: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    expect(payload.attachFile).toBe('/9j/4AAQ');
  });
});
