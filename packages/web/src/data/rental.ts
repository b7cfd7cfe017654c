import type { Booking } from '@self-storage/core';
import type { IsoDate } from '@self-storage/core/dates';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClient } from '#app/services-context.tsx';
import { bookingKeys } from './bookings.ts';

/**
 * Changes to a paid booking (extensions of the API, docs/api.md): the price of an extension and
 * the final account of a move-out, each asked before the change, and the changes themselves. A
 * server offers them when its bookings carry `rental` (core's `rentalActions`); a screen offers
 * nothing else. Every change replaces the booking held and drops the history list.
 */

export const rentalKeys = {
  all: ['rental'] as const,
  extendQuote: (customerServiceId: number, endDate: IsoDate | undefined, promoCode: string) =>
    ['rental', 'extend-quote', customerServiceId, endDate, promoCode] as const,
  creditNote: (customerServiceId: number) => ['rental', 'credit-note', customerServiceId] as const,
  moveOutQuote: (customerServiceId: number, date: IsoDate | undefined) =>
    ['rental', 'move-out-quote', customerServiceId, date] as const,
};

/** A quote is the price of that moment: asked on each arrival, reused while the customer looks. */
const QUOTE_FRESH_MS = 30_000;

/** The quote of an extension to `endDate` with a promotion code ('' for none), as a query's options. */
const useExtendQuoteOptions = (customerServiceId: number) => {
  const client = useClient();
  return (endDate: IsoDate, promoCode: string) => ({
    queryKey: rentalKeys.extendQuote(customerServiceId, endDate, promoCode),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      client.rental.extendQuote(
        {
          customer_service_id: customerServiceId,
          end_date: endDate,
          promo_code: promoCode,
        },
        { signal },
      ),
    staleTime: QUOTE_FRESH_MS,
  });
};

/**
 * The price and bills of extending to `endDate` with a promotion code ('' for none), and the
 * latest end the unit allows; idle without a date.
 */
export const useExtendQuote = (customerServiceId: number, endDate: IsoDate | undefined, promoCode = '') => {
  const options = useExtendQuoteOptions(customerServiceId);
  const asked = options(endDate ?? '', promoCode);
  return useQuery({ ...asked, queryFn: endDate === undefined ? skipToken : asked.queryFn });
};

/**
 * Prices an extension with a promotion code before the screen shows it: the quote is kept under
 * the key the screen asks next, so applying a code costs one request; a refusal is thrown.
 */
export const useExtendQuoteFetch = (customerServiceId: number) => {
  const options = useExtendQuoteOptions(customerServiceId);
  const queryClient = useQueryClient();
  return (endDate: IsoDate, promoCode: string) => queryClient.fetchQuery(options(endDate, promoCode));
};

/** The final account of moving out on `date`; idle without a date. */
export const useMoveOutQuote = (customerServiceId: number, date: IsoDate | undefined) => {
  const client = useClient();
  return useQuery({
    queryKey: rentalKeys.moveOutQuote(customerServiceId, date),
    queryFn:
      date === undefined
        ? skipToken
        : ({ signal }) =>
            client.rental.moveOutQuote(
              { customer_service_id: customerServiceId, move_out_date: date },
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
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ endDate, promoCode, total }: { endDate: IsoDate; promoCode: string; total: number }) =>
      client.rental.extend({
        customer_service_id: customerServiceId,
        end_date: endDate,
        promo_code: promoCode,
        totalOrange: total,
      }),
    retry: false,
    onSuccess: ({ booking }) => changed(booking),
  });
};

/** Gives notice to move out on `date`. */
export const useMoveOut = (customerServiceId: number) => {
  const client = useClient();
  const changed = useChanged();
  return useMutation({
    mutationFn: (date: IsoDate) =>
      client.rental.moveOut({
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
  const changed = useChanged();
  return useMutation({
    mutationFn: () =>
      client.rental.withdrawMoveOut({
        customer_service_id: customerServiceId,
      }),
    retry: false,
    onSuccess: changed,
  });
};

/**
 * Fetches the credit note of a booking's move-out refund (its PDF in the active language) when the
 * customer asks for it: the server names it on the booking once the refund is made.
 */
export const useCreditNoteLoader = (customerServiceId: number) => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: rentalKeys.creditNote(customerServiceId),
        queryFn: ({ signal }) =>
          client.rental.creditNote({ customer_service_id: customerServiceId }, { signal }),
        staleTime: 0,
        gcTime: 0,
      }),
    [client, queryClient, customerServiceId],
  );
};
