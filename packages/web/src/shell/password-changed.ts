/**
 * What a password change leaves for the login form: that it happened, and the account's email to
 * fill in. Held here, not in the URL nor the history entry: signing out sends the page home
 * through the session guard, whose navigation carries no state, and an email stays out of URLs.
 */
export interface PasswordChanged {
  email: string;
}

let told: PasswordChanged | undefined;

/** Called by the password change, just before it signs out. */
export const tellPasswordChanged = (email: string): void => {
  told = { email };
};

/** The change to tell, if one is waiting. */
export const passwordChanged = (): PasswordChanged | undefined => told;

/** Told once: a later visit to the login form says nothing of it. */
export const forgetPasswordChanged = (): void => {
  told = undefined;
};
