/** A success envelope with the call's own fields. */
export const ok = <T extends object>(
  message: string,
  rest: T,
): { response_code: 200; response_message: string } & T => ({
  response_code: 200,
  response_message: message,
  ...rest,
});

/** Emails are compared and stored lower-case: one mailbox, one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
