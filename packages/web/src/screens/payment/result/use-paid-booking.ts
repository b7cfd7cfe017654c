import type { Booking } from '@self-storage/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentService } from '#app/booking-context.ts';
import { useBookingLookup } from '#data/bookings.ts';
import { shownData } from '#data/shown.ts';

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
  const location = useLocation();
  const navigate = useNavigate();
  const currentService = useCurrentService();
  const [customerServiceId] = useState(() => {
    const saved = currentService.read();
    return paidState(location.state) ?? (saved?.serviceState === 'checkout' ? saved.serviceId : undefined);
  });

  useEffect(() => {
    if (customerServiceId === undefined || paidState(location.state) === customerServiceId) return;
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { customerServiceId } satisfies PaidState },
    );
  }, [customerServiceId, location, navigate]);

  // A failed lookup is not shown: the payment itself went through.
  const lookup = useBookingLookup(customerServiceId);
  return { customerServiceId, booking: shownData(lookup)?.booking };
};
