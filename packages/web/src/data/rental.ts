import type { Booking } from '@self-storage/core';
import type { IsoDate } from '@self-storage/core/dates';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient, useSessionStore } from '#app/services-context.tsx';
import { bookingKeys } from './bookings.ts';

/**
 * Changes to a paid booking (extensions of the API, docs/api.md): the price of an extension and
 * the final account of a move-out, each asked before the change, and the changes themselves. A
 * server offers them when its bookings carry `rental` (core's `rentalActions`); a screen offers
 * nothing else. Every change replaces the booking held and drops the history list.
 */

export const rentalKeys = {
  all: ['rental'] as const,
  extendQuote: (customerServiceId: number, endDate: IsoDate | undefined) =>
    ['rental', 'extend-quote', customerServiceId, endDate] as const,
  moveOutQuote: (customerServiceId: number, date: IsoDate | undefined) =>
    ['rental', 'move-out-quote', customerServiceId, date] as const,
};

/** A quote is the price of that moment: asked on each arrival, reused while the customer looks. */
const QUOTE_FRESH_MS = 30_000;

/** The price and bills of extending to `endDate`, and the latest end the unit allows; idle without a date. */
export const useExtendQuote = (customerServiceId: number, endDate: IsoDate | undefined) => {
  const client = useClient();
  const session = useSessionStore();
  return useQuery({
    queryKey: rentalKeys.extendQuote(customerServiceId, endDate),
    queryFn:
      endDate === undefined
        ? skipToken
        : ({ signal }) =>
            client.rental.extendQuote(
              {
                token: session.requireToken(),
                customer_service_id: customerServiceId,
                end_date: endDate,
                promo_code: '',
              },
              { signal },
            ),
    staleTime: QUOTE_FRESH_MS,
  });
};

/** The final account of moving out on `date`; idle without a date. */
export const useMoveOutQuote = (customerServiceId: number, date: IsoDate | undefined) => {
  const client = useClient();
  const session = useSessionStore();
  return useQuery({
    queryKey: rentalKeys.moveOutQuote(customerServiceId, date),
    queryFn:
      date === undefined
        ? skipToken
        : ({ signal }) =>
            client.rental.moveOutQuote(
              { token: session.requireToken(), customer_service_id: customerServiceId, move_out_date: date },
              { signal },
            ),
    staleTime: QUOTE_FRESH_MS,
  });
};

/** After a change: the booking the server answered is the one shown; quotes and the list are asked again. */
const useChanged = () => {
  const queryClient = useQueryClient();
  return (booking: Booking) => {
    queryClient.setQueryData(bookingKeys.one(booking.customerService_id), (held) =>
      held ? { ...held, booking } : held,
    );
    void queryClient.invalidateQueries({ queryKey: bookingKeys.one(booking.customerService_id) });
    queryClient.removeQueries({ queryKey: bookingKeys.list });
    queryClient.removeQueries({ queryKey: rentalKeys.all });
  };
};

/** Extends at the price the customer saw (`totalOrange`); never retried. */
export const useExtend = (customerServiceId: number) => {
  const client = useClient();
  const session = useSessionStore();
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ endDate, total }: { endDate: IsoDate; total: number }) =>
      client.rental.extend({
        token: session.requireToken(),
        customer_service_id: customerServiceId,
        end_date: endDate,
        promo_code: '',
        totalOrange: total,
      }),
    retry: false,
    onSuccess: ({ booking }) => changed(booking),
  });
};

/** Gives notice to move out on `date`. */
export const useMoveOut = (customerServiceId: number) => {
  const client = useClient();
  const session = useSessionStore();
  const changed = useChanged();
  return useMutation({
    mutationFn: (date: IsoDate) =>
      client.rental.moveOut({
        token: session.requireToken(),
        customer_service_id: customerServiceId,
        move_out_date: date,
      }),
    retry: false,
    onSuccess: ({ booking }) => changed(booking),
  });
};

/** Withdraws the notice in force: the end date and the bills come back. */
export const useWithdrawMoveOut = (customerServiceId: number) => {
  const client = useClient();
  const session = useSessionStore();
  const changed = useChanged();
  return useMutation({
    mutationFn: () =>
      client.rental.withdrawMoveOut({
        token: session.requireToken(),
        customer_service_id: customerServiceId,
      }),
    retry: false,
    onSuccess: changed,
  });
};
