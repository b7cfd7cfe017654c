import type { CallBody, SelfStorageClient } from '@self-storage/core';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClient } from '#app/services-context.tsx';
import { readRequests } from './first-reads.ts';

/**
 * The customer's bookings: the history list's key (its query: history.ts), one booking by its
 * customer service id (`current-service`, also what a payment screen pays) and making one. A booking changes when it
 * is paid or its hold ends, so a lookup is reused only for a moment (the prefetch of a "view"
 * hovered, two screens of one step) and dropped whenever this app changes one.
 */

/** A booking looked up this long ago is shown again without asking. */
export const BOOKING_FRESH_MS = 10_000;

export const bookingKeys = {
  all: ['bookings'] as const,
  list: ['bookings', 'list'] as const,
  one: (customerServiceId: number | undefined) => ['bookings', 'one', customerServiceId] as const,
  receipt: (invoiceId: number) => ['bookings', 'receipt', invoiceId] as const,
};

/** One booking and the methods it may be paid by; idle without an id. */
export const bookingQuery = (client: SelfStorageClient, customerServiceId: number | undefined) =>
  queryOptions({
    queryKey: bookingKeys.one(customerServiceId),
    queryFn:
      customerServiceId === undefined
        ? skipToken
        : ({ signal }) => client.booking.current(readRequests.booking(customerServiceId), { signal }),
    staleTime: BOOKING_FRESH_MS,
  });

/**
 * How often a page waiting for a payment that no event stream reports (the kiosk's) asks its
 * booking again, and once more whenever the tab comes back into view.
 */
export const BOOKING_WATCH_MS = 3_000;

const WATCHED = { refetchInterval: BOOKING_WATCH_MS, refetchOnWindowFocus: 'always' } as const;

/** One booking; `watch` asks it again while the screen is open (see BOOKING_WATCH_MS). */
export const useBookingLookup = (customerServiceId: number | undefined, { watch = false } = {}) =>
  useQuery({
    ...bookingQuery(useClient(), customerServiceId),
    ...(watch ? WATCHED : {}),
  });

/** Starts looking a booking up on intent (a "view" or "pay" about to be pressed). */
export const usePrefetchBooking = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useCallback(
    (customerServiceId: number) => void queryClient.prefetchQuery(bookingQuery(client, customerServiceId)),
    [client, queryClient],
  );
};

/**
 * A paid bill's PDF receipt, asked when the customer downloads it: never kept (the file is handed
 * over at once), but a second click while it is on its way waits for the same answer.
 */
export const useReceiptLoader = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useCallback(
    (invoiceId: number) =>
      queryClient.fetchQuery({
        queryKey: bookingKeys.receipt(invoiceId),
        queryFn: ({ signal }) => client.booking.receipt({ invoice_id: invoiceId }, { signal }),
        staleTime: 0,
        gcTime: 0,
      }),
    [client, queryClient],
  );
};

/** After a payment (or anything else that changes a booking): every booking held is asked again. */
export const useForgetBookings = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: bookingKeys.all }), [queryClient]);
};

/**
 * Makes a booking (`booking-storage`). Never retried: the server answers a repeated request with
 * the booking already made, but a lost answer is the customer's to try again, knowingly.
 */
export const useCreateBooking = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallBody<'bookingStorage'>) => client.booking.store(request),
    retry: false,
    onSuccess: () => queryClient.removeQueries({ queryKey: bookingKeys.list }),
  });
};
