import type { SelfStorageClient } from '@self-storage/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useClient } from '#app/services-context.tsx';
import { BOOKING_FRESH_MS, bookingKeys } from './bookings.ts';
import { readRequests } from './first-reads.ts';

/**
 * A booking's statement (`booking/statement`, docs/api.md): its bills of lines, payments, credits,
 * balance, what is due now and its standing, as the server keeps them. Screens show these figures
 * and add up none of their own. Kept under the booking's own key, so whatever drops or asks the
 * booking again (a payment, an extension, a move-out) does the same to its statement.
 */
export const statementKey = (customerServiceId: number) =>
  [...bookingKeys.one(customerServiceId), 'statement'] as const;

export const statementQuery = (client: SelfStorageClient, customerServiceId: number) =>
  queryOptions({
    queryKey: statementKey(customerServiceId),
    queryFn: ({ signal }) => client.rental.statement(readRequests.statement(customerServiceId), { signal }),
    staleTime: BOOKING_FRESH_MS,
  });

/** One booking's statement; idle while `enabled` is false. */
export const useStatement = (customerServiceId: number, { enabled = true } = {}) =>
  useQuery({ ...statementQuery(useClient(), customerServiceId), enabled });
