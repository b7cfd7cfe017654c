import type { z } from 'zod';
import type * as booking from './booking.ts';
import type * as payment from './payment.ts';
import type * as service from './service.ts';

export type Branch = z.infer<typeof service.branch>;
export type ServiceGroup = z.infer<typeof service.serviceGroup>;
export type Size = z.infer<typeof service.size>;
export type Unit = z.infer<typeof service.unit>;
export type UnitAvailability = z.infer<typeof service.unitAvailability>;
export type Calculation = z.infer<typeof booking.calculation>;
export type Booking = z.infer<typeof booking.booking>;
export type BookingStatus = z.infer<typeof booking.bookingStatus>;
export type Invoice = z.infer<typeof booking.invoice>;
export type QrCheckout = z.infer<typeof payment.qrCheckoutReply>['data'];
export type QrStatus = (typeof payment.QR_STATUSES)[number];
export type PaymentEvent = z.infer<typeof payment.paymentEvent>;
