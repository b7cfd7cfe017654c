import { type Booking, SelfStorageError } from '@self-storage/core';
import { useCallback, useEffect, useState } from 'react';
import { useClient, useSessionStore } from '#app/services-context.tsx';
import { useFailure } from '../booking/flow/use-failure.ts';

export type BookingLookup =
  | { state: 'loading' }
  | { state: 'found'; booking: Booking }
  | { state: 'missing' };

/**
 * One of the customer's bookings by its customer service id (current-service answers only the
 * owner's). An id that is not theirs reads as missing; any other failure is the error modal.
 */
export const useBooking = (
  customerServiceId: number | undefined,
): { lookup: BookingLookup; reload(): void } => {
  const client = useClient();
  const session = useSessionStore();
  const fail = useFailure();
  const [lookup, setLookup] = useState<BookingLookup>({ state: 'loading' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` asks again (the payment deadline passed)
  useEffect(() => {
    if (customerServiceId === undefined) {
      setLookup({ state: 'missing' });
      return;
    }
    const abort = new AbortController();
    try {
      client.booking
        .current(
          { token: session.requireToken(), customer_service_id: customerServiceId },
          { signal: abort.signal },
        )
        .then(
          (found) => setLookup({ state: 'found', booking: found.booking }),
          (error: unknown) => {
            // The server refuses a booking that is not this account's as it does a missing one.
            if (error instanceof SelfStorageError && error.code === 'rejected')
              setLookup({ state: 'missing' });
            else fail(error);
          },
        );
    } catch (error) {
      fail(error);
    }
    return () => abort.abort();
  }, [client, session, fail, customerServiceId, round]);

  return { lookup, reload: useCallback(() => setRound((r) => r + 1), []) };
};
