/**
 * What the password screens pass on in navigation state (SPEC section 2), read defensively: a
 * reload or a typed URL arrives without it.
 */
export interface EmailState {
  email: string;
}

export interface ChangePasswordState {
  email: string;
  oldPassword: string;
}

const text = (state: unknown, field: string): string | undefined => {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const readEmailState = (state: unknown): string | undefined => text(state, 'email');

export const readChangePasswordState = (state: unknown): ChangePasswordState | undefined => {
  const email = text(state, 'email');
  const oldPassword = text(state, 'oldPassword');
  return email && oldPassword ? { email, oldPassword } : undefined;
};
