import { loginFormSchema, validate } from '@self-storage/core/forms';

/**
 * What a login needs beyond the form, loaded apart from it (see login-form.tsx): the rules, which
 * bring zod, and the call.
 */
export { logIn } from '#data/auth.ts';

export const checkLogin = (values: { email: string; password: string }) => validate(loginFormSchema, values);
