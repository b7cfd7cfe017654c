import { ROUTES } from '@self-storage/core';
import { useTranslation } from '#app/translation.tsx';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';

/** `/register-success`. */
export const RegisterSuccessScreen = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('register.success.title')}>
      <div className="result result--success">
        <span className="result__icon" aria-hidden="true" />
        <p>{t('register.success.message')}</p>
        <Link to={ROUTES.login} className="button button--primary button--block">
          {t('register.success.login')}
        </Link>
      </div>
    </Page>
  );
};

/** `/register-step2`: kept as a route; SPEC section 2 says it shows only this text. */
export const RegisterStep2Placeholder = () => <p>ST2</p>;
