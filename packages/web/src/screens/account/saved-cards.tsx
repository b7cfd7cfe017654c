import type { SavedCards } from '@self-storage/core';
import { CARD_BRAND_KEYS, cardExpiry } from '@self-storage/core/figures';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notOffered } from '#data/account.ts';
import { useCards, useDefaultCard, useRemoveCard } from '#data/cards.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { useFailure } from '#signed-in/use-failure.ts';

type Card = SavedCards[number];

/**
 * The cards saved while paying by card (brand, •••• last 4, expiry), the default one, a flag on a
 * card that expires before a bill it is to pay, and removing one. A server without saved cards
 * answers their call with 404: the section is left out.
 */
export const SavedCardsSection = () => {
  const { t } = useTranslation();
  const id = useId();
  const fail = useFailure();
  const cards = useCards();
  const missing = notOffered(cards.error);
  useFailureOf(missing ? null : cards.error, fail);
  const send = useSubmit(fail);
  const remove = useRemoveCard();
  const makeDefault = useDefaultCard();
  const [done, setDone] = useState<string>();
  if (missing) return null;
  const name = (card: Card) =>
    t('autopay.cards.masked', { brand: t(CARD_BRAND_KEYS[card.brand]), last4: card.last4 });
  const change = (card: Card, how: 'remove' | 'default') =>
    send(
      () => (how === 'remove' ? remove : makeDefault).mutateAsync(card.id),
      () =>
        setDone(
          t(how === 'remove' ? 'autopay.cards.removed' : 'autopay.cards.defaultSet', { last4: card.last4 }),
        ),
    );
  return (
    <section className="account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account__heading">
        {t('autopay.cards.title')}
      </h2>
      {cards.data === undefined ? (
        cards.isPending ? (
          <LoadingStatus />
        ) : null
      ) : cards.data.length === 0 ? (
        <p className="field__hint">{t('autopay.cards.none')}</p>
      ) : (
        <ul className="saved-cards">
          {cards.data.map((card) => (
            <li key={card.id} className="saved-cards__card" data-testid="saved-card">
              <span className="saved-cards__name">{name(card)}</span>
              <span className="saved-cards__expiry">
                {t('autopay.cards.expiry')} <span className="token">{cardExpiry(card)}</span>
              </span>
              {card.is_default ? (
                <span className="saved-cards__tag">{t('autopay.cards.default')}</span>
              ) : null}
              {card.expires_before_next_bill ? (
                <span className="saved-cards__warning">{t('autopay.cards.expiresFirst')}</span>
              ) : null}
              <span className="saved-cards__actions">
                {card.is_default ? null : (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('autopay.cards.makeDefaultLabel', { card: name(card) })}
                    onClick={() => void change(card, 'default')}
                  >
                    {t('autopay.cards.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('autopay.cards.removeLabel', { card: name(card) })}
                  onClick={() => void change(card, 'remove')}
                >
                  {t('autopay.cards.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="account__done" data-testid="cards-status">
        {done ?? null}
      </p>
    </section>
  );
};
