import type { RequestOf, SelfStorageClient } from '@self-storage/core';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClient } from '#app/services-context.tsx';

/**
 * The price of a selection (`booking-calculate`), keyed by the request core builds from the flow:
 * the same choices are priced once, whichever screen or button asked first (the unit chosen, a
 * promotion code tried, the summary itself).
 */

/** A price is the same for the same request for as long as a customer looks at a summary. */
export const PRICE_FRESH_MS = 60_000;

export const pricingKeys = {
  price: (request: RequestOf<'bookingCalculate'> | undefined) => ['pricing', request] as const,
};

/** The price of a preview request; idle while the selection is incomplete. */
export const priceQuery = (client: SelfStorageClient, request: RequestOf<'bookingCalculate'> | undefined) =>
  queryOptions({
    queryKey: pricingKeys.price(request),
    queryFn:
      request === undefined ? skipToken : ({ signal }) => client.booking.calculate(request, { signal }),
    staleTime: PRICE_FRESH_MS,
  });

export const usePrice = (request: RequestOf<'bookingCalculate'> | undefined) =>
  useQuery(priceQuery(useClient(), request));

/** Prices a request from the cache or now (`fetch`), or starts that on intent (`prefetch`). */
export const usePriceLoader = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return {
    fetch: useCallback(
      (request: RequestOf<'bookingCalculate'>) => queryClient.fetchQuery(priceQuery(client, request)),
      [client, queryClient],
    ),
    /** The final price, asked now whatever the cache holds: the booking is made with it. */
    fetchNow: useCallback(
      (request: RequestOf<'bookingCalculate'>) =>
        queryClient.fetchQuery({ ...priceQuery(client, request), staleTime: 0 }),
      [client, queryClient],
    ),
    prefetch: useCallback(
      (request: RequestOf<'bookingCalculate'>) => void queryClient.prefetchQuery(priceQuery(client, request)),
      [client, queryClient],
    ),
  };
};
