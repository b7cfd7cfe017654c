import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { afterLoginTarget, RETURN_URL_PARAM } from '#app/return-url.ts';
import { useSession } from '#app/use-session.ts';
import { useHomeDeepLinks } from '#deeplinks/index.ts';
import { LoginForm } from './login-form.tsx';
import { MarketingPanel } from './marketing-panel.tsx';

/** `/`: the login form beside the marketing panel; also where deep links arrive. */
export const HomeScreen = () => {
  const { t } = useTranslation();
  const { handling } = useHomeDeepLinks();
  const { signedIn } = useSession();
  const [params] = useSearchParams();
  const title = t('login.title');
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  if (handling) {
    return (
      <p className="page-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (signedIn) return <Navigate to={afterLoginTarget(params.get(RETURN_URL_PARAM))} replace />;
  return (
    <div className="home">
      <LoginForm />
      <MarketingPanel />
    </div>
  );
};
