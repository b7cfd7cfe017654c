import { bookingDetailPath } from '@self-storage/core/flow';
import { useTranslation } from 'react-i18next';
import { useClient } from '#app/services-context.tsx';
import { useMyPasses } from '#data/access.ts';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import { PassCard } from '#signed-in/access/pass-card.tsx';

/** The detail's section that holds its pass (booking-detail/access-section.tsx). */
const DETAIL_PASS_FRAGMENT = '#access';

/**
 * The customer's passes, from the user menu: one per rental with access, each shown as the gate
 * reads it; from this phone's storage when the network is off. A suspended one links to its
 * booking, where it is paid.
 */
export const AccessScreen = () => {
  const { t } = useTranslation();
  const { clock } = useClient();
  const passes = useMyPasses();
  return (
    <Page title={t('access.title')}>
      {passes.data === undefined ? (
        passes.isError ? (
          <p role="alert">{t('access.loadFailed')}</p>
        ) : (
          <LoadingStatus />
        )
      ) : passes.data.length === 0 ? (
        <p>{t('access.none')}</p>
      ) : (
        <div className="access-passes">
          {passes.data.map((view) => (
            <div key={view.pass.id} className="access-passes__item">
              <PassCard
                pass={view.pass}
                now={clock.now}
                offline={view.offline}
                pay={
                  <Link
                    to={`${bookingDetailPath(view.customerServiceId)}${DETAIL_PASS_FRAGMENT}`}
                    className="button button--primary"
                  >
                    {t('access.pay')}
                  </Link>
                }
              />
              <p>
                <Link to={`${bookingDetailPath(view.customerServiceId)}${DETAIL_PASS_FRAGMENT}`}>
                  {view.pass.booking_number}
                </Link>
              </p>
            </div>
          ))}
        </div>
      )}
    </Page>
  );
};
