import type { Language } from '../constants.ts';
import type { Booking } from '../contract/types.ts';
import type { IsoDate } from '../dates/calendar.ts';
import type { Bill } from './bill-plan.ts';
import { bookingFigures } from './booking.ts';
import { nameIn, pickName } from './names.ts';

/** What a customer keeps of a paid booking (the success page, `book` and `repay`); amounts in satang. */
export interface BookingConfirmation {
  bookingNumber: string;
  branch: {
    name: string;
    /** In the active language; undefined when the server does not send it. */
    address: string | undefined;
    phone: string | undefined;
  };
  unit: { building: string; floor: string; name: string; size: string; group: string };
  start: IsoDate;
  end: IsoDate;
  /** What has been paid on the booking so far. */
  paid: number;
  /** What is still owed after this payment. */
  balance: number;
  /** The next pending bill with its due date, if any. */
  nextBill: Bill | undefined;
}

/** The one reading of a booking into its confirmation, names in `language`. */
export const bookingConfirmation = (booking: Booking, language: Language): BookingConfirmation => {
  const figures = bookingFigures(booking);
  const { project } = booking;
  const address = project.address_th
    ? pickName(project.address_th, project.address_en ?? '', language)
    : undefined;
  return {
    bookingNumber: booking.booking_number,
    branch: { name: nameIn(project, language), address, phone: project.phone },
    unit: {
      building: booking.buildingVolume,
      floor: booking.floorLevel,
      name: booking.unit.aliasName,
      size: nameIn(booking.serviceSize, language),
      group: nameIn(booking.serviceSize.serviceGroupSize, language),
    },
    start: booking.customerServiceStartDt,
    end: booking.customerServiceEndDt,
    paid: figures.paid,
    balance: figures.balance,
    nextBill: figures.nextBill,
  };
};
