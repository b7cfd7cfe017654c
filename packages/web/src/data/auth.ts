import type { CallBody, SelfStorageClient } from '@self-storage/core';

/**
 * The server calls of the pages before signing in (login, registration, the password pages) and
 * of the home page's links. Plain functions over the client, without TanStack Query: the public
 * pages do not load the data layer's other modules, and the login form loads this one only when
 * first used (screens/public/home/login-form.tsx), so the home page's first load holds none of it.
 * Each answers what the customer asked or fails with core's error, which the screen shows.
 */

export interface Credentials {
  email: string;
  password: string;
}

/** The session token of a customer's email and password. */
export const logIn = (client: SelfStorageClient, { email, password }: Credentials): Promise<string> =>
  client.customer.login({ username: email, password });

/** Registers the account, then logs it in: the new account's session, with no second login. */
export const registerAndLogIn = async (
  client: SelfStorageClient,
  registration: CallBody<'register'>,
): Promise<string> => {
  await client.customer.register(registration);
  return logIn(client, { email: registration.email, password: registration.password });
};

/** Emails the one-time code that proves a registration's address. */
export const sendRegistrationOtp = (client: SelfStorageClient, email: string): Promise<void> =>
  client.customer.sendOtp({ email });

/** Checks the one-time code sent to the email. */
export const verifyRegistrationOtp = (client: SelfStorageClient, email: string, otp: string): Promise<void> =>
  client.customer.verifyOtp({ email, otp });

/** Emails a new password to the account's address. */
export const requestPasswordReset = (client: SelfStorageClient, email: string): Promise<void> =>
  client.customer.forgetPassword({ email });

/** Replaces a password known to the customer, without a session (the public change-password pages). */
export const changePassword = (
  client: SelfStorageClient,
  change: CallBody<'changePassword'>,
): Promise<void> => client.customer.changePassword(change);

/** The service a payment link's pin belongs to. */
export const serviceOfPaymentPin = (client: SelfStorageClient, pin: string): Promise<number> =>
  client.customer.pinVerify({ pin });

/** The session token a service link's decrypted identify token stands for. */
export const identifyServiceLink = (client: SelfStorageClient, identifyToken: string): Promise<string> =>
  client.customer.identify({ token: identifyToken });
