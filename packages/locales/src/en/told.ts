/**
 * Beside SPEC section 8's messages (which stay as the spec words them): what happened and what to
 * do next, for the signed-in screens.
 */
export const told = {
  told: {
    sessionExpiredTitle: 'Your login has expired',
    sessionExpiredNext: 'Please log in again: we will bring you back to this page.',
    paymentTimeoutTitle: 'The time to pay has run out',
    holdReleased:
      'The unit held for you has been released for others to book. To rent one, please book again.',
    holdKept: 'Your unit is still held until {{time}}. You can pay for it from your booking history.',
    holdLimitTitle: 'You have reached the limit of {{count}} unpaid bookings',
    unpaidBooking: 'Booking {{number}}: {{amount}} baht to pay',
    wrongPasswordTitle: 'Your current password is wrong',
    wrongPassword: 'Check the password you log in with now and type it again.',
    cardDeclinedTitle: 'Your card was declined',
    cardDeclined:
      'We could not take {{amount}} baht for booking {{number}}. Try another card, or choose another payment method.',
    anotherCard: 'Try another card',
    anotherMethod: 'Choose another payment method',
    failPayAgain: 'Your payment did not go through. Your booking is still waiting for it: you can pay again.',
    failBookAgain: 'Your payment did not go through. You can make a new booking.',
    certificateMissingDue: 'Certificate missing. Please upload it by {{date}}.',
  },
} as const;
