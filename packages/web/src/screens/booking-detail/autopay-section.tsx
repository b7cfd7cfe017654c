import type { SavedCards, Statement } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import { autopayFailure, CARD_BRAND_KEYS, cardExpiry } from '@self-storage/core/figures';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useAutopay, useCards } from '#data/cards.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';

type Card = SavedCards[number];

interface AutopaySectionProps {
  statement: Statement;
  /** The booking is paid and running: autopay may be switched on. */
  running: boolean;
}

/**
 * The booking's autopay: the switch with the card it charges, the next charge (its day and amount
 * from the statement), a flag when the card expires first, and the last charge that failed.
 */
export const AutopaySection = ({ statement, running }: AutopaySectionProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const id = useId();
  const send = useSubmit(useFailure());
  const state = statement.autopay;
  const failure = autopayFailure(state);
  const owes = statement.bills.some((b) => b.status === 'pending');
  const shown = state.on || failure !== undefined || (running && owes);
  // The cards are asked only where autopay is offered or on: a booking paid up shows nothing of it.
  const cards = useCards({ enabled: shown });
  const autopay = useAutopay(statement.customer_service_id);
  // The switch follows the tap at once; a refused change puts it back as the server has it.
  const [checked, setChecked] = useState(state.on);
  useEffect(() => setChecked(state.on), [state.on]);
  if (!shown) return null;
  const saved = cards.data ?? [];
  const chosen = state.card ?? saved.find((c) => c.is_default);
  const name = (card: Pick<Card, 'brand' | 'last4'>) =>
    t('autopay.cards.masked', { brand: t(CARD_BRAND_KEYS[card.brand]), last4: card.last4 });
  const change = (on: boolean, cardId = chosen?.id) => {
    setChecked(on);
    return send(
      () =>
        autopay.mutateAsync({ on, ...(cardId === undefined ? {} : { cardId }) }).catch((error: unknown) => {
          setChecked(state.on);
          throw error;
        }),
      () => undefined,
    );
  };
  const next = state.next_charge;
  const items: Detail[] = state.card
    ? [
        { label: t('autopay.card'), value: `${name(state.card)} (${cardExpiry(state.card)})` },
        {
          label: t('autopay.nextCharge'),
          value: next
            ? t('autopay.nextChargeValue', {
                amount: money.baht(next.amount),
                date: formatDate(next.date, language),
              })
            : t('autopay.noNextCharge'),
        },
      ]
    : [];
  const failedBill = failure && statement.bills.find((b) => b.id === failure.bill_id);
  return (
    <section className="autopay" aria-labelledby={`${id}-title`} data-testid="autopay">
      <h2 id={`${id}-title`} className="booking-detail__section">
        {t('autopay.title')}
      </h2>
      {failure ? (
        <div className="notice autopay__failed" data-testid="autopay-failed">
          <p>
            {t('autopay.failed', {
              number: failedBill?.installment_no ?? '',
              date: formatDate(today(Date.parse(failure.at)), language),
              reason: t(`autopay.outcomes.${failure.outcome}`),
            })}
          </p>
          <p>
            {failure.next_retry
              ? t('autopay.retryOn', { date: formatDate(failure.next_retry, language) })
              : t('autopay.lastTry')}
          </p>
        </div>
      ) : null}
      {saved.length === 0 && !state.on ? (
        <p className="field__hint">{t('autopay.noCards')}</p>
      ) : (
        <>
          <div className="autopay__switch">
            <input
              id={`${id}-switch`}
              type="checkbox"
              role="switch"
              aria-checked={checked}
              className="autopay__box"
              checked={checked}
              disabled={!running && !state.on}
              onChange={(event) => void change(event.target.checked)}
            />
            <label htmlFor={`${id}-switch`}>{t('autopay.switchLabel')}</label>
          </div>
          <p className="field__hint">{t('autopay.switchHint')}</p>
          {saved.length > 1 ? (
            <label className="autopay__card">
              <span>{t('autopay.cardChoice')}</span>
              <select
                className="field__input"
                value={chosen?.id}
                onChange={(event) => {
                  if (state.on) void change(true, Number(event.target.value));
                }}
                disabled={!state.on}
              >
                {saved.map((card) => (
                  <option key={card.id} value={card.id}>
                    {`${name(card)} (${cardExpiry(card)})`}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </>
      )}
      {items.length > 0 ? <DetailsList items={items} /> : null}
      {state.card_expires_first ? (
        <p className="autopay__warning" data-testid="autopay-expires-first">
          {t('autopay.cardExpiresFirst')}
        </p>
      ) : null}
    </section>
  );
};
