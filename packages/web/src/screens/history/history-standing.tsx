import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useStatement } from '#data/statement.ts';
import { AutopayFailed } from './autopay-failed.tsx';

interface HistoryStandingProps {
  booking: Booking;
  /** A current rental (active or suspended): only its statement can say a bill is late. */
  current: boolean;
  /** The pay button, offered here while a bill is late. */
  pay: ReactNode;
}

/**
 * A rental the customer must act on, by its statement's standing: a bill due or overdue (marked,
 * with the date access is suspended from) or access suspended, and paying it.
 */
export const HistoryStanding = ({ booking, current, pay }: HistoryStandingProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statement = useStatement(booking.customerService_id);
  const standing = statement.data?.standing;
  if (!current || !standing) return null;
  if (standing.state !== 'due' && standing.state !== 'overdue' && standing.state !== 'suspended') return null;
  const date = standing.suspension_date && formatDate(standing.suspension_date, language);
  return (
    <>
      <p className="history__standing" data-testid="history-standing" data-state={standing.state}>
        {standing.state === 'overdue' ? (
          <span className="status status--overdue">{t('statement.history.overdue')}</span>
        ) : null}
        {date ? (
          <span data-testid="history-suspension-date">
            {t(
              standing.state === 'suspended'
                ? 'statement.history.suspended'
                : 'statement.history.suspendedFrom',
              { date },
            )}
          </span>
        ) : null}
        <AutopayFailed statement={statement.data} />
      </p>
      {statement.data && statement.data.due_now.amount > 0 ? pay : null}
    </>
  );
};
