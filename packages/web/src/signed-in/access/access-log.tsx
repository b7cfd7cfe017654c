import { formatDateTime } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useAccessLog } from '#data/access.ts';

/** Every entry and denial at the rental's gate with its passes: who, when, which pass, and why not. */
export const AccessLog = ({ customerServiceId }: { customerServiceId: number }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const log = useAccessLog(customerServiceId);
  const when = (iso: string) => formatDateTime(Date.parse(iso), language);
  return (
    <section className="access-log" aria-labelledby="access-log-title" data-testid="access-log">
      <h3 id="access-log-title">{t('access.log.title')}</h3>
      {log.data?.length === 0 ? <p>{t('access.log.none')}</p> : null}
      {log.data && log.data.length > 0 ? (
        <ul className="access-list">
          {log.data.map((a) => (
            <li
              key={a.id}
              className="access-list__item"
              data-testid="access-log-entry"
              data-granted={a.granted}
            >
              <span>
                <strong translate={a.pass ? 'no' : undefined}>
                  {a.pass ? a.pass.holder_name : t('access.log.unknownPass')}
                </strong>
                <br />
                {when(a.at)} · {nameIn(a.branch, language)} ·{' '}
                {t(a.method === 'pin' ? 'access.log.pin' : 'access.log.qr')}
              </span>
              <span>
                {a.granted
                  ? t('access.log.granted')
                  : t('access.log.denied', { reason: t(`access.reasons.${a.reason ?? 'unknown_code'}`) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
