import { type Booking, isSelfStorageError } from '@self-storage/core';
import { useCallback } from 'react';
import { useBookingLookup } from '#data/bookings.ts';
import { shownData } from '#data/shown.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { useFailure } from './use-failure.ts';

export type BookingLookup =
  | { state: 'loading' }
  | { state: 'found'; booking: Booking }
  | { state: 'missing' };

/** The server refuses a booking that is not this account's as it does a missing one. */
const isMissing = (error: Error | null): boolean => isSelfStorageError(error) && error.code === 'rejected';

/**
 * One of the customer's bookings by its customer service id (current-service answers only the
 * owner's). An id that is not theirs reads as missing; any other failure is the error modal.
 */
export const useBooking = (
  customerServiceId: number | undefined,
): { lookup: BookingLookup; reload(): void } => {
  const fail = useFailure();
  const query = useBookingLookup(customerServiceId);
  useFailureOf(isMissing(query.error) ? null : query.error, fail);
  const found = shownData(query);
  const lookup: BookingLookup =
    customerServiceId === undefined || isMissing(query.error)
      ? { state: 'missing' }
      : found
        ? { state: 'found', booking: found.booking }
        : { state: 'loading' };
  const { refetch } = query;
  return { lookup, reload: useCallback(() => void refetch(), [refetch]) };
};
