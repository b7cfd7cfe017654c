import type { FlowStore } from '@self-storage/core/flow';
import { use } from 'react';
import type { BookingServices, CurrentServiceStore } from './booking-services.ts';
import { useServices } from './services-context.tsx';

/*
 * The booking services of the services context, for the signed-in screens only (apart from
 * services-context.tsx, so that no public page carries them).
 */

/** The booking flow and current service; the first screen to need them suspends while they load. */
const useBookingServices = (): BookingServices => {
  const { booking } = useServices();
  return booking.current() ?? use(booking.load());
};

/** Core's booking flow store of this tab; most screens want useFlow() instead. */
export const useFlowStore = (): FlowStore => useBookingServices().flow;

/** The saved current service (SPEC section 3): which booking the customer is paying, and how far. */
export const useCurrentService = (): CurrentServiceStore => useBookingServices().currentService;
