import type { PaymentMethodId } from '../constants.ts';
import type {
  Booking,
  Branch,
  Calculation,
  ServiceGroup,
  Size,
  Unit,
  UnitAvailability,
} from '../contract/types.ts';
import type { IsoDate } from '../dates/calendar.ts';

/** The booking made by booking-storage, as `client.booking.store` returns it. */
export interface FlowBooking {
  customerServiceId: number;
  booking: Booking;
}

/** Ids of a service deep link (pid, ops, osm) still waiting for their list to load. */
export interface FlowPrefill {
  projectId?: number;
  openServiceId?: number;
  openServiceModelId?: number;
}

/** The choices of the booking flow, in the order they are made; each depends on those before. */
export interface FlowState {
  branch?: Branch;
  startDate?: IsoDate;
  endDate?: IsoDate;
  group?: ServiceGroup;
  size?: Size;
  /** The get-unit result for the choices above. */
  availability?: UnitAvailability;
  unit?: Unit;
  /** The latest booking-calculate result for the choices above. */
  calculation?: Calculation;
  /** The promotion code the last calculation accepted; empty for none. */
  promoCode: string;
  instalments: boolean;
  paymentMethod?: PaymentMethodId;
  booking?: FlowBooking;
  prefill?: FlowPrefill;
}

export const INITIAL_FLOW_STATE: FlowState = Object.freeze({ promoCode: '', instalments: false });
