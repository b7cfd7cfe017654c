/** One booking of the history, under the signed-in area (SPEC section 2 leaves it open). */
export const BOOKING_DETAIL_ROUTE = '/service/history/:customerServiceId';

export const bookingDetailPath = (customerServiceId: number): string =>
  BOOKING_DETAIL_ROUTE.replace(':customerServiceId', String(customerServiceId));
