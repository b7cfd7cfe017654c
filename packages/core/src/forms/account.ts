import type { z } from 'zod';
import type { ErrorKey } from '../errors.ts';
import { emailSchema, newPasswordSchema, otpSchema, passwordSchema } from './fields.ts';
import { formObject } from './form-object.ts';

/** A new password and its confirmation; a mismatch is reported on the confirmation field. */
const passwordPair = (mismatch: ErrorKey) =>
  formObject({ password: newPasswordSchema, confirmPassword: passwordSchema }).refine(
    (form) => form.password === form.confirmPassword,
    {
      error: mismatch,
      path: ['confirmPassword'],
      // Only compare two passwords that were both given; an empty one already says required.
      when: ({ value }) => {
        const form = (value ?? {}) as { password?: unknown; confirmPassword?: unknown };
        return (
          typeof form.password === 'string' &&
          form.password !== '' &&
          typeof form.confirmPassword === 'string' &&
          form.confirmPassword !== ''
        );
      },
    },
  );

export const loginFormSchema = formObject({ email: emailSchema, password: passwordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** /forget and /register: an email only. */
export const emailFormSchema = formObject({ email: emailSchema });
export type EmailForm = z.infer<typeof emailFormSchema>;

/** /register-otp: the six boxes joined. */
export const otpFormSchema = formObject({ otp: otpSchema });
export type OtpForm = z.infer<typeof otpFormSchema>;

/** /register-personal-step3 and /register-corporation-step3. */
export const registerPasswordFormSchema = passwordPair('errors.passwordNotSame');
export type RegisterPasswordForm = z.infer<typeof registerPasswordFormSchema>;

/** /change-password: who is changing it. */
export const changePasswordStep1Schema = formObject({ email: emailSchema, oldPassword: passwordSchema });
export type ChangePasswordStep1Form = z.infer<typeof changePasswordStep1Schema>;

/** /change-password-step2: the new password twice. */
export const changePasswordStep2Schema = passwordPair('changePassword.passwordMismatch');
export type ChangePasswordStep2Form = z.infer<typeof changePasswordStep2Schema>;
