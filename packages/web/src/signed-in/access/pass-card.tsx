import { formatDate } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import type { Pass } from '#data/access.ts';
import { QrCode } from './qr-code.tsx';
import { useLiveCode } from './use-live-code.ts';
import './access-pass.css';

interface PassCardProps {
  pass: Pass;
  /** The server's clock (`client.clock.now`), which the code follows. */
  now: () => number;
  /** Shown from this phone's storage: the network did not answer. */
  offline?: boolean;
  /** What to do while access is suspended: paying, or where to pay. */
  pay?: ReactNode;
}

/**
 * A pass as the gate reads it: its QR, changing every 30 seconds, and its keypad PIN, large and
 * black on white to be read in the sun; while the gate would refuse it, why (the server's words).
 */
export const PassCard = ({ pass, now, offline = false, pay }: PassCardProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const live = useLiveCode(pass.id, pass.secret, now);
  const opens = pass.state === 'active';
  return (
    <section
      className="access-pass"
      data-testid="access-pass"
      data-state={pass.state}
      aria-labelledby={`pass-${pass.id}`}
    >
      <h3 id={`pass-${pass.id}`} className="access-pass__holder">
        {t('access.holderOf')} <span translate="no">{pass.holder_name}</span>
      </h3>
      <p className={`access-pass__state access-pass__state--${pass.state}`} data-testid="access-pass-state">
        {t(`access.states.${pass.state}`)}
      </p>
      {offline ? (
        <p className="notice" role="status" data-testid="access-pass-offline">
          {t('access.offline')}
        </p>
      ) : null}
      {opens && live.payload ? (
        <>
          <QrCode text={live.payload} label={t('access.qrAlt', { name: pass.holder_name })} />
          <p className="access-pass__timer" role="timer" data-testid="access-pass-timer">
            {t('access.changesIn', { seconds: live.secondsLeft })}
          </p>
        </>
      ) : null}
      {pass.message ? (
        <p className="access-pass__why" data-testid="access-pass-message">
          {pass.message}
        </p>
      ) : null}
      {pass.state === 'suspended' ? pay : null}
      <dl className="access-pass__facts">
        <div>
          <dt>{t('access.pin')}</dt>
          <dd className="access-pass__pin" data-testid="access-pass-pin">
            {pass.pin}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('access.title')}</dt>
          <dd>
            {t('access.where', { branch: nameIn(pass.branch, language), unit: pass.unit_name })}
            <br />
            {t('access.valid', {
              start: formatDate(pass.valid_from, language),
              end: formatDate(pass.valid_to, language),
            })}
          </dd>
        </div>
      </dl>
    </section>
  );
};
