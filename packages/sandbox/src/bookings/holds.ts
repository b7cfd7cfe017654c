import { lapseExtensionHoldsMadeAfter } from '../data/booking-extensions.ts';
import { lapsedHoldsOfUnit, lapseHoldsMadeAfter, setBookingStatus } from '../data/bookings.ts';
import { voidPendingInvoices } from '../data/invoices.ts';
import { expirePaymentsMadeAfter } from '../data/payments.ts';
import { freeDays } from '../data/unit-days.ts';

import type { Store } from '../db/store.ts';

/**
 * Marks the unit's lapsed holds expired, voids their invoices and frees their days. A hold past
 * its deadline is expired on read already (view.ts statusOf); this runs before a new claim.
 */
export const sweepExpiredHolds = (store: Store, unitId: number, now: number): void => {
  for (const id of lapsedHoldsOfUnit(store, unitId, now)) {
    setBookingStatus(store, id, 'expired');
    voidPendingInvoices(store, id);
    freeDays(store, id);
  }
};

/**
 * When the test clock is reset to `now`, the holds made while it was ahead (bookings and extensions
 * awaiting payment) lapse at `now`, with the payments opened for them: they lapse as any hold does,
 * on read and at the next sweep, their days free again.
 */
export const endHoldsMadeAfter = (store: Store, now: number): void => {
  lapseHoldsMadeAfter(store, now);
  lapseExtensionHoldsMadeAfter(store, now);
  expirePaymentsMadeAfter(store, now);
};
