import type { Booking, PaymentMethodId } from '@self-storage/core';
import { useCallback } from 'react';
import { useCurrentService } from '#app/booking-context.ts';
import { useBookingLookup } from '#data/bookings.ts';
import { shownData } from '#data/shown.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { useFailure } from './use-failure.ts';

export interface PaymentBooking {
  /** The saved service in state `checkout`; undefined when there is none to pay. */
  serviceId: number | undefined;
  booking: Booking | undefined;
  availableMethods: readonly { id: PaymentMethodId }[];
  /** Asks the booking again now, resolving with its answer (undefined if the lookup failed). */
  recheck(): Promise<Booking | undefined>;
}

/**
 * The booking being paid, looked up with current-service from the saved `checkout` state, so
 * a payment screen works the same after a new booking, a re-payment link or a reload. A failed
 * lookup is `errors.noService` and closes to `onFailTarget`. `watch` keeps asking while the
 * screen is open, for a payment nothing else reports.
 */
export const usePaymentBooking = (onFailTarget: string, { watch = false } = {}): PaymentBooking => {
  const fail = useFailure();
  const saved = useCurrentService().read();
  const serviceId = saved?.serviceState === 'checkout' ? saved.serviceId : undefined;
  const lookup = useBookingLookup(serviceId, { watch });
  useFailureOf(lookup.error, (failure) => fail(failure, onFailTarget));
  const data = shownData(lookup);
  const { refetch } = lookup;
  const recheck = useCallback(async () => (await refetch()).data?.booking, [refetch]);
  return {
    serviceId,
    booking: data?.booking,
    availableMethods: data?.availableMethods ?? [],
    recheck,
  };
};
