import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SelfStorageError } from '../../src/errors.ts';
import { loginFormSchema } from '../../src/forms/account.ts';
import { emailSchema } from '../../src/forms/fields.ts';
import { ROOT_FIELD, validate, validateOrThrow } from '../../src/forms/validate.ts';

describe('validate', () => {
  it('gives the parsed value on success', () => {
    expect(validate(loginFormSchema, { email: ' a@b.co', password: 'p', extra: 1 })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'p' },
    });
  });

  it('keeps the first issue of each field, by dotted path', () => {
    const schema = z.object({ contact: z.object({ email: emailSchema }) });
    expect(validate(schema, { contact: { email: 'x' } })).toEqual({
      ok: false,
      errors: { 'contact.email': 'errors.invalidEmail' },
    });
  });

  it('reports whole-value schemas under the root field', () => {
    expect(validate(emailSchema, '')).toEqual({ ok: false, errors: { [ROOT_FIELD]: 'errors.required' } });
  });

  it('reads a message that is not a catalogue key as required', () => {
    expect(validate(z.object({ n: z.number() }), {})).toEqual({
      ok: false,
      errors: { n: 'errors.required' },
    });
    expect(validate(loginFormSchema, null)).toEqual({
      ok: false,
      errors: { [ROOT_FIELD]: 'errors.required' },
    });
  });
});

describe('validateOrThrow', () => {
  it('returns the value', () => {
    expect(validateOrThrow(emailSchema, 'a@b.co')).toBe('a@b.co');
  });

  it('throws invalid_input with the field and the key of the first failure', () => {
    try {
      validateOrThrow(loginFormSchema, { email: 'bad', password: '' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SelfStorageError);
      expect(error).toMatchObject({ code: 'invalid_input', key: 'errors.invalidEmail', field: 'email' });
    }
  });

  it('leaves the field out for a whole-value failure', () => {
    expect(() => validateOrThrow(emailSchema, 'x')).toThrow(
      expect.objectContaining({ key: 'errors.invalidEmail', field: undefined }),
    );
  });
});

describe('every form schema words its failures as catalogue keys', () => {
  it('for values of every kind', async () => {
    const { ERROR_KEYS } = await import('../../src/errors.ts');
    const forms = await import('../../src/forms/index.ts');
    const schemas: z.ZodType[] = [
      forms.emailSchema,
      forms.passwordSchema,
      forms.otpSchema,
      forms.phoneSchema,
      forms.idCardSchema,
      forms.legalNumberSchema,
      forms.passportSchema,
      forms.loginFormSchema,
      forms.emailFormSchema,
      forms.otpFormSchema,
      forms.registerPasswordFormSchema,
      forms.changePasswordStep1Schema,
      forms.changePasswordStep2Schema,
      forms.personalFormSchema,
      forms.corporateFormSchema,
      forms.documentImageSchema,
      forms.createSelectServiceSchema('2026-01-01'),
      forms.unitChoiceSchema,
      forms.createPaymentChoiceSchema(),
    ];
    const scalars = [undefined, '', ' ', 'x', '123', 0, -1, 1.5, true, [], Number.NaN, 'ก'.repeat(300)];
    const objects = scalars.map((value) => ({
      email: value,
      password: value,
      confirmPassword: value,
      oldPassword: value,
      otp: value,
      firstName: value,
      personalType: value,
      idCard: value,
      passport: value,
      legalNumber: value,
      branchId: value,
      startDate: value,
      endDate: value,
      unitId: value,
      paymentMethod: value,
    }));
    for (const schema of schemas) {
      for (const value of [...scalars, null, {}, ...objects]) {
        for (const issue of schema.safeParse(value).error?.issues ?? []) {
          expect(ERROR_KEYS, `${issue.path.join('.')} of ${JSON.stringify(value)}`).toContain(issue.message);
        }
      }
    }
  });
});
