import { type Booking, PAYMENT_METHOD } from '@self-storage/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutopay, useCards } from '#data/cards.ts';
import { useStatement } from '#data/statement.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { useFailure } from '#signed-in/use-failure.ts';

/** Instalments: the bill plan's second choice of `isInstallment` (SPEC section 3). */
const IN_INSTALMENTS = 2;

/**
 * After a card payment of an instalment booking that saved the card: autopay offered in one tap,
 * while bills are left and it is not on yet.
 */
export const AutopayOffer = ({ booking }: { booking: Booking }) => {
  const { t } = useTranslation();
  const id = useId();
  const send = useSubmit(useFailure());
  const eligible =
    booking.payment_method === PAYMENT_METHOD.card &&
    booking.isInstallment === IN_INSTALMENTS &&
    booking.status === 'confirmed';
  const cards = useCards({ enabled: eligible });
  const statement = useStatement(booking.customerService_id, { enabled: eligible });
  const autopay = useAutopay(booking.customerService_id);
  const [done, setDone] = useState(false);
  const left = statement.data?.bills.some((b) => b.status === 'pending') ?? false;
  if (!eligible || !left || (cards.data ?? []).length === 0) return null;
  if (statement.data?.autopay.on && !done) return null;
  return (
    <section className="notice autopay-offer" aria-labelledby={`${id}-title`} data-testid="autopay-offer">
      <h2 id={`${id}-title`} className="autopay-offer__title">
        {t('autopay.offer')}
      </h2>
      {done ? (
        <p role="status">{t('autopay.offerDone')}</p>
      ) : (
        <>
          <p>{t('autopay.offerText')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              void send(
                () => autopay.mutateAsync({ on: true }),
                () => setDone(true),
              )
            }
          >
            {t('autopay.offerButton')}
          </button>
        </>
      )}
    </section>
  );
};
