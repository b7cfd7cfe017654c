import type { Statement } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useMoney } from '#signed-in/use-money.ts';

/** The standings that need the customer to act: a bill due or overdue, or access suspended. */
export const needsAction = (standing: Statement['standing']) =>
  standing.state === 'due' || standing.state === 'overdue' || standing.state === 'suspended';

interface StandingNoticeProps {
  statement: Statement;
  /** The pay button, the one place it is offered while a bill is late. */
  pay: React.ReactNode;
}

/**
 * Where the rental stands by the server's clock: the bill due or overdue and the date access is
 * suspended unless it is paid, or, once suspended, what happened, what is owed and the terms.
 */
export const StandingNotice = ({ statement, pay }: StandingNoticeProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const { standing, due_now: dueNow } = statement;
  const bill = statement.bills.find((b) => b.id === standing.bill_id);
  const number = bill?.installment_no ?? '';
  const terms = standing.terms && (language === 'th' ? standing.terms.message_th : standing.terms.message_en);
  const suspended = standing.state === 'suspended';
  return (
    <section className="notice standing" data-testid="standing" data-state={standing.state}>
      <h2 className="standing__title">
        {suspended
          ? t('statement.standing.suspended')
          : standing.state === 'overdue' && standing.overdue_from
            ? t('statement.standing.overdue', { number, date: formatDate(standing.overdue_from, language) })
            : t('statement.standing.due', { number })}
      </h2>
      <dl className="standing__figures">
        {standing.suspension_date ? (
          <div>
            <dt>{t('statement.standing.suspensionDate')}</dt>
            <dd data-testid="suspension-date">{formatDate(standing.suspension_date, language)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('statement.standing.owed')}</dt>
          <dd data-testid="standing-owed">{money.baht(dueNow.amount)}</dd>
        </div>
      </dl>
      {terms ? <p data-testid="standing-terms">{terms}</p> : null}
      {suspended ? <p>{t('statement.standing.howToPay')}</p> : null}
      {dueNow.amount > 0 ? <div className="standing__pay">{pay}</div> : null}
    </section>
  );
};
