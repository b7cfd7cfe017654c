import { ROUTES } from '@self-storage/core/flow';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LazyClient } from '#app/lazy-client.ts';
import { afterLoginTarget, RETURN_URL_PARAM } from '#app/return-url.ts';
import { useLazyClient } from '#app/services-context.tsx';
import { useForm } from '#app/use-form.ts';
import { useSession } from '#app/use-session.ts';
import { EmailField } from '#shell/email-field.tsx';
import { type EXPIRY_TOLD, preloadErrorModal, useErrorModal } from '#shell/error-modal-context.tsx';
import { Link } from '#shell/link.tsx';
import { forgetPasswordChanged, passwordChanged } from '#shell/password-changed.ts';
import { useSending } from '#shell/sending.tsx';
import { TextField } from '#shell/text-field.tsx';

type LoginValues = { email: string; password: string };

/**
 * The rules (zod), the API client and the login call (data/auth.ts) are most of the JavaScript a
 * login needs but none of what the home page draws: they load when the form is first focused or
 * pressed, and a submit that comes first waits for them.
 */
let loginCode: typeof import('./login-code.ts') | undefined;

const loadLogin = (client: LazyClient) => {
  // A failed login is told in the error dialog: its code comes with the rest.
  preloadErrorModal();
  return Promise.all([
    import('./login-code.ts').then((code) => {
      loginCode = code;
    }),
    client.load(),
  ]);
};

const loaded = () => {
  if (!loginCode) throw new Error('The login code is used before it loaded');
  return loginCode;
};

const check = (values: LoginValues) => loaded().checkLogin(values);

export const LoginForm = () => {
  const { t } = useTranslation();
  const lazyClient = useLazyClient();
  const session = useSession();
  const errorModal = useErrorModal();
  const { run } = useSending();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  // Arriving from a password change: said, and its email filled in for the new password.
  const [changed] = useState(passwordChanged);
  useEffect(forgetPasswordChanged, []);
  const form = useForm<LoginValues, LoginValues>({ email: changed?.email ?? '', password: '' }, check);
  // One message per expiry: none while the error modal says it, nor after it did.
  const expired =
    session.state.status === 'anonymous' &&
    session.state.reason === 'expired' &&
    !errorModal.open &&
    (state as Partial<typeof EXPIRY_TOLD> | null)?.expiryTold !== true;

  // useSubmit's shape, written out: the login form is on the first load of /, which useSubmit's
  // module is kept off (docs/benchmarks.md).
  const login = form.handleSubmit(async ({ email, password }) => {
    try {
      const client = await lazyClient.load();
      const token = await run(() => loaded().logIn(client, { email, password }));
      session.signIn(token);
      navigate(afterLoginTarget(params.get(RETURN_URL_PARAM)), { replace: true });
    } catch (error) {
      errorModal.show(error);
    }
  });

  const preload = () => {
    // A failed load is retried by the submit, which reports it.
    if (!loginCode) loadLogin(lazyClient).catch(() => undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (loginCode) {
      login(event);
      return;
    }
    event.preventDefault();
    const element = event.currentTarget;
    run(() => loadLogin(lazyClient)).then(() => element.requestSubmit(), errorModal.show);
  };

  return (
    <section className="login card" aria-labelledby="login-title">
      <h1 id="login-title" className="page__title">
        {t('login.title')}
      </h1>
      <p className="page__intro">{t('login.subtitle')}</p>
      {changed ? (
        <p className="notice" role="status">
          {t('loginNotice.passwordChanged')}
        </p>
      ) : expired ? (
        <p className="notice" role="status">
          {t('errors.loginAgain')}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} onFocus={preload} onPointerDown={preload} className="form">
        <EmailField form={form} autoComplete="username" />
        <TextField
          revealable
          type="password"
          label={t('account.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('account.passwordPlaceholder')}
          required
          value={form.values.password}
          onValue={(value) => form.set('password', value)}
          error={form.errors.password}
        />
        <div className="form__links">
          <Link to={ROUTES.forget}>{t('login.forgotPassword')}</Link>
          <Link to={ROUTES.changePassword}>{t('login.changePassword')}</Link>
        </div>
        <button type="submit" className="button button--primary button--block">
          {t('login.submit')}
        </button>
      </form>
      <p className="login__register">
        {t('login.noAccount')} <Link to={ROUTES.register}>{t('login.register')}</Link>
      </p>
    </section>
  );
};
