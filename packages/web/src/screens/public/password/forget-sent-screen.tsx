import { ROUTES } from '@self-storage/core/flow';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';
import { type EmailState, readEmailState } from './navigation-state.ts';

/** `/forget2`: the new password is on its way; go on to change it. */
export const ForgetSentScreen = () => {
  const { t } = useTranslation();
  const email = readEmailState(useLocation().state);
  return (
    <Page title={t('forgotPassword.sentTitle')}>
      <div className="result result--mail">
        <span className="result__icon" aria-hidden="true" />
        <p>{email ? t('forgotPassword.sentMessage', { email }) : t('forgotPassword.sentMessageNoEmail')}</p>
        <Link
          to={ROUTES.changePassword}
          state={email ? ({ email } satisfies EmailState) : undefined}
          className="button button--primary button--block"
        >
          {t('forgotPassword.goToChangePassword')}
        </Link>
      </div>
    </Page>
  );
};
