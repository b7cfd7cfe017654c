import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useSharedPass } from '#data/access.ts';
import { DataProvider } from '#data/provider.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import { PassCard } from '#signed-in/access/pass-card.tsx';

/**
 * The pass a customer shared with a person, opened from the link they were sent: no account. Its
 * token is the link's fragment, which the browser never sends to a server; the page posts it.
 */
export const SharedPassScreen = () => (
  // A public page: the signed-in frame's server data is not above it.
  <DataProvider>
    <SharedPass />
  </DataProvider>
);

const SharedPass = () => {
  const { t } = useTranslation();
  const { clock } = useClient();
  const token = useLocation().hash.slice(1);
  const shared = useSharedPass(token);
  return (
    <Page title={t('access.shared.title')}>
      {shared.data ? (
        <PassCard pass={shared.data} now={clock.now} />
      ) : shared.isError || token === '' ? (
        <p role="alert">{t('access.shared.missing')}</p>
      ) : (
        <LoadingStatus />
      )}
    </Page>
  );
};
