import type { SelfStorageClient } from '@self-storage/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '#app/services-context.tsx';
import { bookingKeys } from './bookings.ts';
import { readRequests } from './first-reads.ts';
import { statementKey } from './statement.ts';

/**
 * The history list. Its reply carries each booking's statement (docs/api.md), kept under that
 * booking's statement key: the list's figures come from the server's account in this one call,
 * not one call per booking. From a server without them, each booking's statement is asked alone.
 */
export const historyQuery = (client: SelfStorageClient, queryClient: QueryClient) =>
  queryOptions({
    queryKey: bookingKeys.list,
    queryFn: async ({ signal }) => {
      const { bookings, statements } = await client.booking.historyWithStatements(readRequests.history(), {
        signal,
      });
      for (const statement of statements ?? [])
        queryClient.setQueryData(statementKey(statement.customer_service_id), statement);
      return bookings;
    },
    // The list is asked on every visit: it is where a customer checks what changed.
    staleTime: 0,
  });

export const useHistory = () => useQuery(historyQuery(useClient(), useQueryClient()));
