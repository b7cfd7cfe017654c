import { lapsedHoldsOfUnit, setBookingStatus } from '../data/bookings.ts';
import { voidPendingInvoices } from '../data/invoices.ts';
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
