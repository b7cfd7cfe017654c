import { isSelfStorageError } from '@self-storage/core';
import { emailSchema, passwordSchema, validate } from '@self-storage/core/forms';
import type { Context } from './context.ts';
import { CliError } from './errors.ts';
import { translate } from './messages.ts';
import { withProgress } from './progress.ts';
import type { Prompts } from './prompts.ts';

/** Turns a form schema into an inquirer `validate`: true, or the catalogue message. */
export const validator =
  (ctx: Context, schema: Parameters<typeof validate>[0]) =>
  (value: string): true | string => {
    const result = validate(schema, value);
    return result.ok ? true : translate(ctx.t, Object.values(result.errors)[0] ?? 'errors.required');
  };

export const askEmail = (ctx: Context, prompts: Prompts): Promise<string> =>
  prompts.input({ message: ctx.t('cli.prompts.email'), validate: validator(ctx, emailSchema) });

export const askPassword = (ctx: Context, prompts: Prompts, message = ctx.t('cli.prompts.password')) =>
  prompts.password({ message, validate: validator(ctx, passwordSchema) });

const login = async (ctx: Context, email: string, password: string): Promise<string> => {
  try {
    return await ctx.client.customer.login({ username: email, password });
  } catch (error) {
    // The server's words (kept as the detail) are in one language; the catalogue's are in the user's.
    if (isSelfStorageError(error) && error.code === 'rejected') {
      throw new CliError('login_failed', 'Login failed', { key: 'errors.loginFailed', cause: error });
    }
    throw error;
  }
};

/** Logs in and saves the session in the profile; returns when it expires. */
export const logIn = async (ctx: Context, email: string, password: string): Promise<number> => {
  const token = await withProgress(ctx.output, ctx.t('cli.progress.loggingIn'), () =>
    login(ctx, email, password),
  );
  const profile = ctx.profile();
  profile.signIn(token, email);
  const state = profile.session.getSnapshot();
  return state.status === 'signedIn' ? state.expiresAt : ctx.now();
};

const notLoggedIn = (ctx: Context): CliError => {
  const state = ctx.profile().session.getSnapshot();
  return state.status === 'anonymous' && state.reason === 'expired'
    ? new CliError('not_logged_in', 'The saved session has expired', { key: 'errors.sessionExpired' })
    : new CliError('not_logged_in', 'Not logged in', {
        key: 'cli.status.notLoggedIn',
        vars: { command: 'self-storage login' },
      });
};

/**
 * A valid session in the profile. Without one, an interactive run logs in first (so `book` alone
 * walks the whole way); otherwise it fails with exit 1.
 */
const ensureSignedIn = async (ctx: Context): Promise<void> => {
  if (ctx.profile().session.token() !== undefined) return;
  const reason = notLoggedIn(ctx);
  if (!ctx.interactive) throw reason;
  // "Run self-storage login first" would tell to do what the prompts below are about to do.
  ctx.output.note(
    reason.key === 'errors.sessionExpired'
      ? ctx.t('errors.sessionExpired')
      : ctx.t('cli.details.notLoggedInAsking'),
  );
  const prompts = await ctx.prompts();
  const email = await askEmail(ctx, prompts);
  await logIn(ctx, email, await askPassword(ctx, prompts));
};

/**
 * Runs calls that need the session, signed in first; the client fills the token in from the
 * profile. A server that no longer accepts it ends the saved session too.
 */
export const withSession = async <T>(ctx: Context, call: () => Promise<T>): Promise<T> => {
  await ensureSignedIn(ctx);
  try {
    return await call();
  } catch (error) {
    if (isSelfStorageError(error) && error.code === 'session_expired') ctx.profile().signOut();
    throw error;
  }
};
