import type { Booking } from '@self-storage/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClient, useSessionStore } from '#app/services-context.tsx';
import { savedService } from '#screens/booking/flow/saved-service.ts';

interface PaidState {
  customerServiceId: number;
}

const paidState = (state: unknown): number | undefined => {
  const id = (state as Partial<PaidState> | null)?.customerServiceId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The booking just paid. The page clears the saved service (SPEC section 4), so its id is read
 * first and kept in the history entry, where a reload or the back button finds it again. Without
 * one (or if the lookup fails: the payment itself went through) the page shows its thanks only.
 */
export const usePaidBooking = (): { customerServiceId: number | undefined; booking: Booking | undefined } => {
  const client = useClient();
  const session = useSessionStore();
  const location = useLocation();
  const navigate = useNavigate();
  const [customerServiceId] = useState(() => {
    const saved = savedService.read();
    return paidState(location.state) ?? (saved?.serviceState === 'checkout' ? saved.serviceId : undefined);
  });
  const [booking, setBooking] = useState<Booking>();

  useEffect(() => {
    if (customerServiceId === undefined || paidState(location.state) === customerServiceId) return;
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { customerServiceId } satisfies PaidState },
    );
  }, [customerServiceId, location, navigate]);

  useEffect(() => {
    const token = session.token();
    if (customerServiceId === undefined || !token) return;
    const abort = new AbortController();
    client.booking.current({ token, customer_service_id: customerServiceId }, { signal: abort.signal }).then(
      (found) => setBooking(found.booking),
      () => undefined,
    );
    return () => abort.abort();
  }, [client, session, customerServiceId]);

  return { customerServiceId, booking };
};
