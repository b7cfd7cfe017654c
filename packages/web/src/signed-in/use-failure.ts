import { isSelfStorageError, MAX_UNPAID_BOOKINGS } from '@self-storage/core';
import { unpaidBookings } from '@self-storage/core/figures';
import { bookingDetailPath, ROUTES } from '@self-storage/core/flow';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { loginUrlFor } from '#app/return-url.ts';
import { useClient, useSessionStore } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { historyQuery } from '#data/history.ts';
import type { ModalLink } from '#shell/error-modal.tsx';
import { EXPIRY_TOLD, type Said, useErrorModal } from '#shell/error-modal-context.tsx';
import { SESSION_EXPIRED_TOLD } from './session-expired-told.ts';

/** What the dialog adds to a failure's message: the next step, where the message leaves it out. */
export interface FailureOptions {
  next?: Said;
}

/**
 * Shows a failure in the error modal, closing to `target` if given. A session the server no
 * longer accepts (code `session_expired`) ends the local one too and sends the user to log in,
 * with a returnUrl back to this screen (SPEC section 4). The limit of unpaid bookings names the
 * limit and links to the bookings that hold it.
 */
export const useFailure = (): ((error: unknown, target?: string, options?: FailureOptions) => void) => {
  const modal = useErrorModal();
  const session = useSessionStore();
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  return useCallback(
    (error, target, options = {}) => {
      if (isSelfStorageError(error) && error.code === 'session_expired') {
        const login = loginUrlFor(pathname + search);
        session.expire();
        modal.show(error, { ...SESSION_EXPIRED_TOLD, target: login, state: EXPIRY_TOLD });
        return;
      }
      if (isSelfStorageError(error) && error.code === 'hold_limit') {
        const title: Said = ['told.holdLimitTitle', { count: MAX_UNPAID_BOOKINGS }];
        const toHistory: ModalLink[] = [{ to: ROUTES.history, label: t('history.title') }];
        queryClient
          .fetchQuery(historyQuery(client, queryClient))
          .then(
            (bookings) =>
              unpaidBookings(bookings).map(
                (booking): ModalLink => ({
                  to: bookingDetailPath(booking.customerService_id),
                  label: t('told.unpaidBooking', {
                    number: booking.booking_number,
                    amount: formatAmount(toSatang(booking.amount_due), language),
                  }),
                }),
              ),
            () => [],
          )
          .then((links) => modal.show(error, { title, links: links.length > 0 ? links : toHistory }));
        return;
      }
      const timeout =
        error === 'payment.timeout' || (isSelfStorageError(error) && error.code === 'payment_timeout');
      modal.show(error, {
        ...(target === undefined ? {} : { target }),
        ...(timeout ? { title: 'told.paymentTimeoutTitle' } : {}),
        next: options.next,
      });
    },
    [modal, session, client, queryClient, t, language, pathname, search],
  );
};
