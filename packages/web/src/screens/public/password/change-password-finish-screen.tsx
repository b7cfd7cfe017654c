import { ROUTES } from '@self-storage/core/flow';
import { useTranslation } from 'react-i18next';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';

/** `/change-password-finish`. */
export const ChangePasswordFinishScreen = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('changePassword.finishTitle')}>
      <div className="result result--success">
        <span className="result__icon" aria-hidden="true" />
        <p>{t('changePassword.finishMessage')}</p>
        <Link to={ROUTES.login} className="button button--primary button--block">
          {t('common.backToLogin')}
        </Link>
      </div>
    </Page>
  );
};
