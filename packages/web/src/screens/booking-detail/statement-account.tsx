import { PAYMENT_METHOD, type PaymentMethodId, type Statement } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useSignedMoney } from '#signed-in/signed-money.ts';
import { useMoney } from '#signed-in/use-money.ts';

export const METHOD_KEYS = {
  [PAYMENT_METHOD.qr]: 'payment.methods.qr',
  [PAYMENT_METHOD.kiosk]: 'payment.methods.kiosk',
  [PAYMENT_METHOD.card]: 'payment.methods.card',
} as const satisfies Record<PaymentMethodId, string>;

/** Each payment: when and how, the bills' gross, the withholding kept back and the net paid. */
const Payments = ({ payments }: { payments: Statement['payments'] }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const signed = useSignedMoney();
  return (
    <>
      <h2 className="booking-detail__section">{t('statement.payments')}</h2>
      <ul className="ledger">
        {payments.map((payment) => (
          <li key={payment.uuid} className="ledger__item" data-testid="payment">
            <p className="ledger__head">
              {t('statement.payment', {
                date: formatDate(today(Date.parse(payment.paid_at)), language),
                method: t(METHOD_KEYS[payment.method]),
              })}
            </p>
            <dl className="ledger__figures">
              <div>
                <dt>{t('statement.gross')}</dt>
                <dd data-testid="payment-gross">{money.baht(payment.gross)}</dd>
              </div>
              {payment.withheld > 0 ? (
                <div>
                  <dt>{t('statement.withheld')}</dt>
                  <dd data-testid="payment-withheld">{signed(-payment.withheld)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('statement.net')}</dt>
                <dd data-testid="payment-net">{money.baht(payment.net)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
};

/** Each credit (a refund, the deposit's return): what it returns, when, and its credit note. */
const Credits = ({ credits }: { credits: Statement['credits'] }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const signed = useSignedMoney();
  return (
    <>
      <h2 className="booking-detail__section">{t('statement.credits')}</h2>
      <ul className="ledger">
        {credits.map((credit) => (
          <li
            key={`${credit.kind}-${credit.name_en}`}
            className="ledger__item ledger__credit"
            data-testid="credit"
            data-kind={credit.kind}
          >
            <p className="ledger__head">
              <span>{nameIn(credit, language)}</span>
              <span className="ledger__amount" data-testid="credit-amount">
                {signed(-credit.amount)}
              </span>
            </p>
            <p className="ledger__note">
              {t(credit.made ? 'statement.creditMade' : 'statement.creditComing', {
                date: formatDate(credit.date, language),
              })}
              {credit.credit_note_number ? (
                <>
                  {' · '}
                  {/* A document number stays on one line (it would break at its hyphens). */}
                  <span className="word">
                    {t('statement.creditNote', { number: credit.credit_note_number })}
                  </span>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
};

/** The account's totals as the statement sums them: billed, paid, credited, balance, due now. */
const Totals = ({ statement }: { statement: Statement }) => {
  const { t } = useTranslation();
  const money = useMoney();
  const { totals } = statement;
  const owedToYou = totals.balance < 0;
  return (
    <dl className="history__details booking-detail__figures">
      <div>
        <dt>{t('statement.billed')}</dt>
        <dd data-testid="detail-billed">{money.baht(totals.billed)}</dd>
      </div>
      <div>
        <dt>{t('bookingDetail.paid')}</dt>
        <dd data-testid="detail-paid">{money.baht(totals.paid)}</dd>
      </div>
      {totals.credited > 0 ? (
        <div>
          <dt>{t('statement.credited')}</dt>
          <dd data-testid="detail-credited">{money.baht(totals.credited)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t(owedToYou ? 'statement.owedToYou' : 'bookingDetail.balance')}</dt>
        {/* Owed to the customer: the statement's negative balance, named as theirs. */}
        <dd data-testid="detail-balance" data-balance={totals.balance}>
          {money.baht(Math.abs(totals.balance))}
        </dd>
      </div>
      <div>
        <dt>{t('bookingDetail.dueNow')}</dt>
        <dd data-testid="detail-due-now">{money.baht(statement.due_now.amount)}</dd>
      </div>
    </dl>
  );
};

/** The kiosk reference that pays exactly the bills due now (a kiosk booking's). */
const KioskReference = ({ statement }: { statement: Statement }) => {
  const { t } = useTranslation();
  const money = useMoney();
  if (!statement.kiosk_reference || statement.due_now.amount <= 0) return null;
  return (
    <section className="ledger__kiosk" aria-labelledby="kiosk-reference-title">
      <h2 id="kiosk-reference-title" className="booking-detail__section">
        {t('statement.kiosk.title')}
      </h2>
      <dl className="history__details">
        <div>
          <dt>{t('statement.kiosk.reference')}</dt>
          <dd className="token" data-testid="kiosk-reference">
            {statement.kiosk_reference}
          </dd>
        </div>
      </dl>
      <p>{t('statement.kiosk.how', { amount: money.baht(statement.due_now.amount) })}</p>
    </section>
  );
};

/** Everything of the statement after its bills: totals, the kiosk reference, payments and credits. */
export const StatementAccount = ({ statement }: { statement: Statement }) => (
  <>
    <Totals statement={statement} />
    <KioskReference statement={statement} />
    {statement.payments.length > 0 ? <Payments payments={statement.payments} /> : null}
    {statement.credits.length > 0 ? <Credits credits={statement.credits} /> : null}
  </>
);
