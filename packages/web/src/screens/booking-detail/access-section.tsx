import { ROUTES } from '@self-storage/core/flow';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useClient } from '#app/services-context.tsx';
import { useAccessPass } from '#data/access.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { AccessLog } from '#signed-in/access/access-log.tsx';
import { PassCard } from '#signed-in/access/pass-card.tsx';
import { ShareAccess } from '#signed-in/access/share-access.tsx';

/** The fragment that brings the detail's pass into view (the user menu's passes link to it). */
export const ACCESS_FRAGMENT = 'access';

/**
 * The rental's access pass on its detail, its shares and the gate's log. A chunk of its own: the
 * QR drawing loads only here. Shown again from the phone's storage when the network is off.
 */
export const AccessSection = ({ customerServiceId, pay }: { customerServiceId: number; pay: ReactNode }) => {
  const { t } = useTranslation();
  const { clock } = useClient();
  const view = useAccessPass(customerServiceId);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const shown = view.data !== undefined;
  const preload = usePreloadRoute();
  useEffect(() => {
    if (shown && hash === `#${ACCESS_FRAGMENT}`) section.current?.scrollIntoView();
  }, [shown, hash]);
  // The user menu's passes screen is fetched with the pass, so it opens later with no network.
  useEffect(() => {
    if (shown) preload(ROUTES.accessPasses);
  }, [shown, preload]);
  return (
    <section id={ACCESS_FRAGMENT} ref={section} className="access-section" aria-labelledby="access-title">
      <h2 id="access-title" className="booking-detail__section">
        {t('access.title')}
      </h2>
      {view.data ? (
        <>
          <PassCard pass={view.data.pass} now={clock.now} offline={view.data.offline} pay={pay} />
          <ShareAccess customerServiceId={customerServiceId} view={view.data} />
          <AccessLog customerServiceId={customerServiceId} />
        </>
      ) : view.isError ? (
        <p role="alert">{t('access.loadFailed')}</p>
      ) : (
        <LoadingStatus />
      )}
    </section>
  );
};
