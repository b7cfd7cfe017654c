import type { EndpointName } from './endpoints.ts';

/**
 * One line per call for the OpenAPI document's `summary`. Apart from the endpoint table so that
 * a client bundle does not carry them; the type makes a new call without one fail to compile.
 */
export const OPERATION_SUMMARIES: Record<EndpointName, string> = {
  login: 'Sign in with email and password',
  pinVerify: 'Find a booking by its PIN',
  sendOtp: 'Send a one-time code to an email',
  verifyOtp: 'Check a one-time code',
  register: 'Register a customer',
  forgetPassword: 'Send a password reset',
  changePassword: 'Change a password',
  identify: 'Sign in with a service link’s token',
  logout: 'End this session',
  getBranch: 'List the branches',
  getGroupService: 'List a branch’s service groups',
  getSize: 'List a service group’s sizes',
  getUnit: 'Find a free unit for dates',
  bookingCalculate: 'Price a booking',
  bookingStorage: 'Book a unit',
  currentService: 'Read a booking to pay again',
  bookingService: 'List the customer’s bookings',
  receipt: 'Download a paid bill’s receipt',
  taxInvoice: 'Issue or read a paid bill’s tax invoice',
  taxDocuments: 'List tax invoices and withholdings',
  withholding: 'Choose or read withholding for a booking',
  withholdingCertificate: 'Upload a withholding certificate',
  profile: 'Read the customer’s profile',
  updateProfile: 'Update the customer’s profile',
  marketingConsent: 'Give or withdraw marketing consent',
  logoutAll: 'End every session of the account',
  creditNote: 'Download a move-out’s credit note',
  extendQuote: 'Price an extension',
  extend: 'Extend a booking',
  moveOutQuote: 'Price a move-out',
  moveOut: 'Give move-out notice',
  withdrawMoveOut: 'Withdraw move-out notice',
  statement: 'Read a rental’s account',
  qrCheckout: 'Start a PromptPay QR payment',
  qrInquire: 'Read a QR payment’s status',
  cardCheckout: 'Start a card payment',
};
