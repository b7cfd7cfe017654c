/** Error messages (SPEC section 8, keys kept as the spec spells them). */
export const messages = {
  errors: {
    requestErorMsg: 'Unable to send data, please check your information.',
    generic: 'Something went wrong. Please try again.',
    bookingUnavailable: 'Service booking may currently be unavailable. Please contact us.',
    loginFailed: 'Login failed. Please check your username and password.',
    loginAgain: 'Please login again for security.',
    passwordNotSame: 'Passwords do not match.',
    passwordTooShort: 'Use at least 8 characters for your password.',
    emptyFile: 'Please upload an image first.',
    fileType: 'Please upload a JPG or PNG image.',
    fileTooLarge: 'The image must be at most 2 MB.',
    emptyData: 'Please select all items.',
    unitRequire: 'Please choose a unit before continuing.',
    paymentRequire: 'Please choose a payment method before continuing.',
    unitUnavailable: 'No units are available. Please contact us.',
    noServiceSize: 'No sizes are available for this service group. Please contact us.',
    unitBooked:
      'The selected unit has been reserved. Please choose another unit, or check your email if you booked it yourself.',
    holdLimit:
      'You already have the most unpaid bookings allowed. Pay for one, or let it lapse, before booking another unit.',
    priceChanged: 'The price has changed since you saw it. Please check the new summary before you pay.',
    noService: 'Service information not found.',
    noAmount: 'There is no service fee to be paid.',
    paymentFailed: 'Payment failed. Please check your card details.',
    sessionExpired:
      'Your session has expired. You can make a new transaction using the details in your email or the app.',
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid email address.',
    invalidPhone: 'Please enter a phone number of digits only, up to 15.',
    invalidIdCard: 'Please enter the 13-digit Thai ID card number.',
    invalidLegalNumber: 'Please enter the company registration number in digits only.',
    invalidOtp: 'Please enter the 6-digit code.',
    invalidDate: 'Please enter a valid date.',
    dateOutOfWindow: 'The start date must be between today and 14 days from today.',
    endBeforeStart: 'The end date cannot be before the start date.',
    invalidPromo: 'This promotion code is invalid or cannot be used.',
    invalidLink: 'This link is invalid or has been changed. Please open the link from your email again.',
    identifyFailed: 'We could not sign you in with this link. Please log in with your email and password.',
  },
  // Beyond the spec: what the login form says of a password just changed.
} as const;
