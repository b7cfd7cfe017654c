import { loginFormSchema, validate } from '@self-storage/core/forms';

/** The login form's rules; they bring zod, so they load apart from the form (see login-form.tsx). */
export const checkLogin = (values: { email: string; password: string }) => validate(loginFormSchema, values);
