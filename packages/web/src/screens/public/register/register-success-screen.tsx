import { ROUTES } from '@self-storage/core';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '#app/translation.tsx';
import { type RegisteredEmailState, registeredEmailOf } from '#screens/public/registered-email.ts';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';

/** `/register-success`: the login button hands the new account's email on to the login form. */
export const RegisterSuccessScreen = () => {
  const { t } = useTranslation();
  const email = registeredEmailOf(useLocation().state);
  return (
    <Page title={t('register.success.title')}>
      <div className="result result--success">
        <span className="result__icon" aria-hidden="true" />
        <p>{t('register.success.message')}</p>
        <Link
          to={ROUTES.login}
          state={email ? ({ registeredEmail: email } satisfies RegisteredEmailState) : undefined}
          className="button button--primary button--block"
        >
          {t('register.success.login')}
        </Link>
      </div>
    </Page>
  );
};

/** `/register-step2`: kept as a route; SPEC section 2 says it shows only this text. */
export const RegisterStep2Placeholder = () => <p>ST2</p>;
