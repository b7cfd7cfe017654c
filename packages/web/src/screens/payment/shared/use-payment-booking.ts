import type { Booking, PaymentMethodId } from '@self-storage/core';
import { useEffect, useState } from 'react';
import { useClient, useSessionStore } from '#app/services-context.tsx';
import { savedService } from '#screens/booking/flow/saved-service.ts';
import { useFailure } from '#screens/booking/flow/use-failure.ts';

export interface PaymentBooking {
  /** The saved service in state `checkout`; undefined when there is none to pay. */
  serviceId: number | undefined;
  booking: Booking | undefined;
  availableMethods: readonly { id: PaymentMethodId }[];
}

/**
 * The booking being paid, looked up with current-service from the saved `checkout` state, so
 * a payment screen works the same after a new booking, a re-payment link or a reload. A failed
 * lookup is `errors.noService` and closes to `onFailTarget`.
 */
export const usePaymentBooking = (onFailTarget: string): PaymentBooking => {
  const client = useClient();
  const session = useSessionStore();
  const fail = useFailure();
  const saved = savedService.read();
  const serviceId = saved?.serviceState === 'checkout' ? saved.serviceId : undefined;
  const [found, setFound] = useState<{ booking: Booking; availableMethods: { id: PaymentMethodId }[] }>();

  useEffect(() => {
    if (serviceId === undefined) return;
    const abort = new AbortController();
    try {
      const body = { token: session.requireToken(), customer_service_id: serviceId };
      client.booking
        .current(body, { signal: abort.signal })
        .then(setFound, (error) => fail(error, onFailTarget));
    } catch (error) {
      fail(error);
    }
    return () => abort.abort();
  }, [client, session, fail, serviceId, onFailTarget]);

  return { serviceId, booking: found?.booking, availableMethods: found?.availableMethods ?? [] };
};
