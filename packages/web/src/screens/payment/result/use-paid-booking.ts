import type { Booking } from '@self-storage/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentService } from '#app/booking-context.ts';
import { useBookingLookup } from '#data/bookings.ts';
import { shownData } from '#data/shown.ts';
import { type PaidState, readPaidState } from './paid-state.ts';

export interface PaidBooking {
  customerServiceId: number | undefined;
  booking: Booking | undefined;
  /** The bills this payment paid, when the payment page said. */
  paidInvoiceIds: readonly number[] | undefined;
}

/**
 * The booking just paid. The page clears the saved service (SPEC section 4), so its id is read
 * first and kept in the history entry, where a reload or the back button finds it again. Without
 * one (or if the lookup fails: the payment itself went through) the page shows its thanks only.
 */
export const usePaidBooking = (): PaidBooking => {
  const location = useLocation();
  const navigate = useNavigate();
  const currentService = useCurrentService();
  const [paid] = useState((): PaidState | undefined => {
    const saved = currentService.read();
    return (
      readPaidState(location.state) ??
      (saved?.serviceState === 'checkout' ? { customerServiceId: saved.serviceId } : undefined)
    );
  });

  useEffect(() => {
    if (paid === undefined || readPaidState(location.state)?.customerServiceId === paid.customerServiceId)
      return;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: paid });
  }, [paid, location, navigate]);

  // A failed lookup is not shown: the payment itself went through.
  const lookup = useBookingLookup(paid?.customerServiceId);
  return {
    customerServiceId: paid?.customerServiceId,
    booking: shownData(lookup)?.booking,
    paidInvoiceIds: paid?.paidInvoiceIds,
  };
};
