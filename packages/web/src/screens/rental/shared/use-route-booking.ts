import { parseCustomerServiceId } from '@self-storage/core/flow';
import { useParams } from 'react-router-dom';
import { type BookingLookup, useBooking } from '#signed-in/use-booking.ts';

/** The booking a rental screen's route names (`:customerServiceId`), as the booking detail reads it. */
export const useRouteBooking = (): BookingLookup =>
  useBooking(parseCustomerServiceId(useParams().customerServiceId)).lookup;
