import { ROUTES } from '@self-storage/core/flow';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '#app/use-session.ts';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';
import { useNewAccount } from './new-account.ts';

/**
 * `/register-success`: the button takes the new customer into booking, signed in with the session
 * made on registering; without one (the page reloaded) it goes to the login.
 */
export const RegisterSuccessScreen = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const token = useNewAccount((state) => state.token);
  return (
    <Page title={t('register.success.title')}>
      <div className="result result--success">
        <span className="result__icon" aria-hidden="true" />
        <p>{t(token ? 'register.success.messageSignedIn' : 'register.success.message')}</p>
        {token ? (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => {
              useNewAccount.getState().taken();
              session.signIn(token);
              navigate(ROUTES.service, { replace: true });
            }}
          >
            {t('register.success.book')}
          </button>
        ) : (
          <Link to={ROUTES.login} className="button button--primary button--block">
            {t('register.success.login')}
          </Link>
        )}
      </div>
    </Page>
  );
};

/** `/register-step2`: kept as a route; SPEC section 2 says it shows only this text. */
export const RegisterStep2Placeholder = () => <p>ST2</p>;
