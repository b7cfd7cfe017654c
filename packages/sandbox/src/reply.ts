import type { Language } from '@self-storage/core';
import { say, type Text, text } from './language/text.ts';

/** The message of a success without more to say. */
export const OK = text('server.replies.reply.ok');

/** A success envelope with the call's own fields, its message in the caller's language. */
export const ok = <T extends object>(
  call: { language: Language },
  message: Text,
  rest: T,
): { response_code: 200; response_message: string } & T => ({
  response_code: 200,
  response_message: say(message, call.language),
  ...rest,
});

/** Emails are compared and stored lower-case: one mailbox, one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
