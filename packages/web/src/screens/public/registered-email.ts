/**
 * History state carrying a just-registered email from /register-success to the login form: in
 * the history entry, never in the URL, where it would reach logs and referrers.
 */
export interface RegisteredEmailState {
  registeredEmail: string;
}

export const registeredEmailOf = (state: unknown): string | undefined => {
  const email = (state as Partial<RegisteredEmailState> | null)?.registeredEmail;
  return typeof email === 'string' && email !== '' ? email : undefined;
};
