import type { Booking } from '@self-storage/core';
import { compareDates, formatDate } from '@self-storage/core/dates';
import { rentalActions } from '@self-storage/core/figures';
import { extendPath, moveOutPath } from '@self-storage/core/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { onIntent } from '#data/intent.ts';
import { useWithdrawMoveOut } from '#data/rental.ts';
import { Link } from '#shell/link.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { deadline } from '#signed-in/booking-panel.tsx';
import { useBookAgain } from '#signed-in/use-book-again.ts';
import { useFailure } from '#signed-in/use-failure.ts';

/** History state the move-out screen leaves after giving notice, so the detail confirms it. */
const noticeJustGiven = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { noticeGiven?: unknown }).noticeGiven === true;

/**
 * A booking's changes (issue 24): extend it, give notice to move out or withdraw the notice, book
 * the same size again, and what is in force (a notice, an extension waiting for its payment).
 * Only what core's `rentalActions` says the booking offers now, by the server's today; a server
 * whose bookings carry no `rental` field offers none of them (docs/api.md), so none is drawn.
 */
export const RentalActions = ({ booking: b }: { booking: Booking }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const today = useClient().clock.today();
  const preload = usePreloadRoute();
  const send = useSubmit(useFailure());
  const withdraw = useWithdrawMoveOut(b.customerService_id);
  const bookAgain = useBookAgain()(b);
  const justGiven = noticeJustGiven(useLocation().state);
  const [withdrawn, setWithdrawn] = useState<string | undefined>();
  const actions = rentalActions(b, today);
  const rental = b.rental;
  const notices = [
    rental?.move_out
      ? // Past the move-out date the notice is history: no withdrawing it 'until then', and no
        // 'just given' either, though the page is the one the notice led to (reloaded later).
        t(
          compareDates(today, rental.move_out.date) > 0
            ? 'rental.movedOut'
            : justGiven
              ? 'rental.moveOut.done'
              : 'rental.noticeGiven',
          { date: formatDate(rental.move_out.date, language) },
        )
      : undefined,
    rental?.extension
      ? t('rental.extensionPending', {
          date: formatDate(rental.extension.end_date, language),
          time: deadline(rental.extension.payment_deadline, language),
        })
      : undefined,
    withdrawn && !rental?.move_out ? t('rental.withdrawn', { date: withdrawn }) : undefined,
  ].filter((notice) => notice !== undefined);
  const offered = actions.extend || actions.moveOut || actions.withdraw || (actions.bookAgain && bookAgain);
  if (!offered && notices.length === 0) return null;

  const withdrawNotice = () =>
    send(
      () => withdraw.mutateAsync(),
      (booking) => setWithdrawn(formatDate(booking.customerServiceEndDt, language)),
    );

  return (
    <section className="rental-actions" aria-labelledby="rental-actions-title">
      <h2 id="rental-actions-title" className="booking-detail__section">
        {t('rental.changeTitle')}
      </h2>
      {notices.map((notice) => (
        <p key={notice} className="rental-actions__notice" role="status">
          {notice}
        </p>
      ))}
      <div className="rental-actions__buttons">
        {actions.extend ? (
          <Link
            to={extendPath(b.customerService_id)}
            className="button button--secondary"
            {...onIntent(() => preload(extendPath(b.customerService_id)))}
          >
            {t('rental.actions.extend')}
          </Link>
        ) : null}
        {actions.moveOut ? (
          <Link
            to={moveOutPath(b.customerService_id)}
            className="button button--secondary"
            {...onIntent(() => preload(moveOutPath(b.customerService_id)))}
          >
            {t('rental.actions.moveOut')}
          </Link>
        ) : null}
        {actions.withdraw ? (
          <button type="button" className="button button--secondary" onClick={() => void withdrawNotice()}>
            {t('rental.actions.withdraw')}
          </button>
        ) : null}
        {actions.bookAgain && bookAgain ? (
          <button type="button" className="button button--primary" onClick={bookAgain}>
            {t('rental.actions.bookAgain')}
          </button>
        ) : null}
      </div>
    </section>
  );
};
