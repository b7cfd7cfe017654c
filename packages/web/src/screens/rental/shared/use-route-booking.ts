import { useParams } from 'react-router-dom';
import { type BookingLookup, useBooking } from '#signed-in/use-booking.ts';

const parseId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The booking a rental screen's route names (`:customerServiceId`), as the booking detail reads it. */
export const useRouteBooking = (): BookingLookup => useBooking(parseId(useParams().customerServiceId)).lookup;
