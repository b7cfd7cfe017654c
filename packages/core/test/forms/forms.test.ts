import { describe, expect, it } from 'vitest';
import {
  changePasswordStep1Schema,
  changePasswordStep2Schema,
  emailFormSchema,
  loginFormSchema,
  otpFormSchema,
  registerPasswordFormSchema,
} from '../../src/forms/account.ts';
import {
  createPaymentChoiceSchema,
  createSelectServiceSchema,
  unitChoiceSchema,
} from '../../src/forms/booking.ts';
import { corporateFormSchema, personalFormSchema } from '../../src/forms/registration.ts';
import { validate } from '../../src/forms/validate.ts';

describe('account forms', () => {
  it('login needs an email and a password', () => {
    expect(validate(loginFormSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'errors.required', password: 'errors.required' },
    });
    expect(validate(loginFormSchema, { email: 'a@b.co', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'x' },
    });
  });

  it('email and OTP forms', () => {
    expect(validate(emailFormSchema, { email: 'nope' })).toEqual({
      ok: false,
      errors: { email: 'errors.invalidEmail' },
    });
    expect(validate(otpFormSchema, { otp: '12 456' })).toEqual({
      ok: false,
      errors: { otp: 'errors.invalidOtp' },
    });
  });

  it('registration passwords must match, with errors.passwordNotSame', () => {
    expect(
      validate(registerPasswordFormSchema, { password: 'secret-a1', confirmPassword: 'secret-a2' }),
    ).toEqual({
      ok: false,
      errors: { confirmPassword: 'errors.passwordNotSame' },
    });
    expect(
      validate(registerPasswordFormSchema, { password: 'secret-a1', confirmPassword: 'secret-a1' }).ok,
    ).toBe(true);
  });

  it('change-password passwords must match, with changePassword.passwordMismatch', () => {
    expect(
      validate(changePasswordStep2Schema, { password: 'secret-a1', confirmPassword: 'Secret-a1' }),
    ).toEqual({
      ok: false,
      errors: { confirmPassword: 'changePassword.passwordMismatch' },
    });
  });

  it('a new password needs at least 8 characters, as the API does', () => {
    expect(validate(registerPasswordFormSchema, { password: 'short1', confirmPassword: 'short1' })).toEqual({
      ok: false,
      errors: { password: 'errors.passwordTooShort' },
    });
    expect(
      validate(changePasswordStep2Schema, { password: '12345678', confirmPassword: '12345678' }).ok,
    ).toBe(true);
  });

  it('reports an empty confirmation as required, not as a mismatch', () => {
    expect(validate(changePasswordStep2Schema, { password: 'secret-a1', confirmPassword: '' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'errors.required' },
    });
    expect(validate(registerPasswordFormSchema, { confirmPassword: 'x' })).toEqual({
      ok: false,
      errors: { password: 'errors.required' },
    });
  });

  it('change password step 1 needs the email and the old password', () => {
    expect(validate(changePasswordStep1Schema, { email: 'a@b.co' })).toEqual({
      ok: false,
      errors: { oldPassword: 'errors.required' },
    });
  });
});

describe('personal step 1', () => {
  const base = { firstName: 'สมชาย', lastName: 'ใจดี', address: '1 ถนนพระราม 4', phone: '0812345678' };

  it('a Thai customer needs a valid ID card; the passport field is dropped', () => {
    expect(
      validate(personalFormSchema, { ...base, personalType: 'thai', idCard: '1101700230708', passport: 'X' }),
    ).toEqual({
      ok: true,
      value: { ...base, personalType: 'thai', idCard: '1101700230708' },
    });
    expect(validate(personalFormSchema, { ...base, personalType: 'thai', idCard: '1101700230707' })).toEqual({
      ok: false,
      errors: { idCard: 'register.personal.idCardCheckDigit' },
    });
    expect(validate(personalFormSchema, { ...base, personalType: 'thai', passport: 'AB123' })).toEqual({
      ok: false,
      errors: { idCard: 'errors.required' },
    });
  });

  it('a foreigner needs a passport; the ID card field is dropped', () => {
    expect(
      validate(personalFormSchema, { ...base, personalType: 'foreigner', passport: ' AB123 ', idCard: '1' }),
    ).toEqual({
      ok: true,
      value: { ...base, personalType: 'foreigner', passport: 'AB123' },
    });
    expect(
      validate(personalFormSchema, { ...base, personalType: 'foreigner', idCard: '1101700230708' }),
    ).toEqual({
      ok: false,
      errors: { passport: 'errors.required' },
    });
  });

  it('reports every empty detail at once', () => {
    expect(validate(personalFormSchema, { personalType: 'thai' })).toEqual({
      ok: false,
      errors: {
        firstName: 'errors.required',
        lastName: 'errors.required',
        address: 'errors.required',
        phone: 'errors.required',
        idCard: 'errors.required',
      },
    });
  });

  it('needs a personal type', () => {
    expect(validate(personalFormSchema, { ...base, personalType: 'alien' })).toEqual({
      ok: false,
      errors: { personalType: 'errors.required' },
    });
  });
});

describe('corporate step 1', () => {
  it('needs the contact, the company and a digits-only legal number', () => {
    expect(
      validate(corporateFormSchema, {
        firstName: 'Anna',
        lastName: 'Lee',
        companyName: 'บริษัท ตัวอย่าง จำกัด',
        address: 'Bangkok',
        phone: '021234567',
        legalNumber: '0105556123456',
      }).ok,
    ).toBe(true);
    expect(validate(corporateFormSchema, { legalNumber: '0105-5' })).toEqual({
      ok: false,
      errors: {
        firstName: 'errors.required',
        lastName: 'errors.required',
        address: 'errors.required',
        phone: 'errors.required',
        companyName: 'errors.required',
        legalNumber: 'errors.invalidLegalNumber',
      },
    });
  });
});

describe('select service', () => {
  const schema = createSelectServiceSchema('2026-01-01');
  const good = { branchId: 1, groupId: '2', sizeId: 3, startDate: '2026-01-15', endDate: '2026-01-15' };

  it('accepts a full selection, reading ids from select values', () => {
    expect(validate(schema, good)).toEqual({ ok: true, value: { ...good, groupId: 2 } });
  });

  it('needs branch, group and size, with errors.emptyData', () => {
    expect(validate(schema, { ...good, branchId: undefined, groupId: '', sizeId: 0 })).toEqual({
      ok: false,
      errors: { branchId: 'errors.emptyData', groupId: 'errors.emptyData', sizeId: 'errors.emptyData' },
    });
    expect(validate(schema, { ...good, branchId: true }).ok).toBe(false);
    expect(validate(schema, { ...good, branchId: 1.5 }).ok).toBe(false);
  });

  it('checks the dates even while a dropdown is empty', () => {
    expect(validate(schema, { ...good, sizeId: null, startDate: '2026-01-16' })).toEqual({
      ok: false,
      errors: { sizeId: 'errors.emptyData', startDate: 'errors.dateOutOfWindow' },
    });
  });

  it.each([
    [{ startDate: '2025-12-31' }, { startDate: 'errors.dateOutOfWindow' }],
    [{ startDate: '2026-01-16' }, { startDate: 'errors.dateOutOfWindow' }],
    [{ endDate: '2026-01-14' }, { endDate: 'errors.endBeforeStart' }],
    [{ endDate: '' }, { endDate: 'errors.emptyData' }],
    [{ startDate: undefined }, { startDate: 'errors.emptyData' }],
    [{ startDate: '2026-1-2' }, { startDate: 'errors.invalidDate' }],
    // Both dates empty: both are marked, not only the first.
    [
      { startDate: '', endDate: '' },
      { startDate: 'errors.emptyData', endDate: 'errors.emptyData' },
    ],
  ])('%j → %j', (change, errors) => {
    expect(validate(schema, { ...good, ...change })).toEqual({ ok: false, errors });
  });

  it('accepts both ends of the window', () => {
    expect(validate(schema, { ...good, startDate: '2026-01-01', endDate: '2026-01-01' }).ok).toBe(true);
    expect(validate(schema, { ...good, startDate: '2026-01-15', endDate: '2027-01-15' }).ok).toBe(true);
  });
});

describe('unit and payment choice', () => {
  it('a unit must be chosen', () => {
    expect(validate(unitChoiceSchema, {})).toEqual({ ok: false, errors: { unitId: 'errors.unitRequire' } });
    expect(validate(unitChoiceSchema, { unitId: '17' })).toEqual({ ok: true, value: { unitId: 17 } });
  });

  it('a payment method must be chosen from those offered', () => {
    const all = createPaymentChoiceSchema();
    expect(validate(all, {})).toEqual({ ok: false, errors: { paymentMethod: 'errors.paymentRequire' } });
    expect(validate(all, { paymentMethod: 2 })).toEqual({
      ok: false,
      errors: { paymentMethod: 'errors.paymentRequire' },
    });
    expect(validate(all, { paymentMethod: '4' })).toEqual({ ok: true, value: { paymentMethod: 4 } });
    const repayment = createPaymentChoiceSchema([1, 5]);
    expect(validate(repayment, { paymentMethod: 4 }).ok).toBe(false);
    expect(validate(repayment, { paymentMethod: 5 }).ok).toBe(true);
  });
});
