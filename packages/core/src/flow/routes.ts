import { PAYMENT_METHOD, type PaymentMethodId } from '../constants.ts';

/** Every route of SPEC section 2; the web app's router and the CLI's links use these. */
export const ROUTES = {
  login: '/',
  forget: '/forget',
  forget2: '/forget2',
  changePassword: '/change-password',
  changePasswordStep2: '/change-password-step2',
  changePasswordFinish: '/change-password-finish',
  register: '/register',
  registerOtp: '/register-otp',
  registerStep1: '/register-step1',
  registerPersonal: '/register-personal',
  registerPersonalStep2: '/register-personal-step2',
  registerPersonalStep3: '/register-personal-step3',
  registerCorporation: '/register-corporation',
  registerCorporationStep2: '/register-corporation-step2',
  registerCorporationStep3: '/register-corporation-step3',
  registerSuccess: '/register-success',
  /** A placeholder showing only "ST2". */
  registerStep2: '/register-step2',
  service: '/service',
  unit: '/service/unit',
  unitEx: '/service/unit-ex',
  summary: '/service/summary',
  paymentQrcode: '/service/payment-qrcode',
  paymentKiosk: '/service/payment-kiosk',
  paymentCredit: '/service/payment-credit',
  paymentSuccess: '/service/payment-success',
  /** Optional query `ser`: absent or 0 after a new booking, else the re-paid service. */
  paymentFail: '/service/payment-fail',
  /** The select-service screen of the re-payment entry. */
  repaymentUnit: '/service-ex/unit',
  repaymentSummary: '/service-ex/summary',
  /** Booking history; SPEC section 2 leaves its path open. */
  history: '/service/history',
  /** The footer's legal pages (SPEC section 1 leaves where they lead open), for everyone. */
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  /** One booking of the history (SPEC section 2 leaves it open); `bookingDetailPath` fills it in. */
  bookingDetail: '/service/history/:customerServiceId',
  /** Beyond the spec (issue 24): extend one booking, give notice on it; the builders fill them in. */
  extend: '/service/history/:customerServiceId/extend',
  moveOut: '/service/history/:customerServiceId/move-out',
  /** Beyond the spec (issue 24): the signed-in customer's account page, from the user menu. */
  account: '/service/account',
} as const;
export type AppRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** Routes for anonymous visitors; a signed-in user opening one goes to /service. */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  ROUTES.login,
  ROUTES.forget,
  ROUTES.forget2,
  ROUTES.changePassword,
  ROUTES.changePasswordStep2,
  ROUTES.changePasswordFinish,
  ROUTES.register,
  ROUTES.registerOtp,
  ROUTES.registerStep1,
  ROUTES.registerPersonal,
  ROUTES.registerPersonalStep2,
  ROUTES.registerPersonalStep3,
  ROUTES.registerCorporation,
  ROUTES.registerCorporationStep2,
  ROUTES.registerCorporationStep3,
  ROUTES.registerSuccess,
  ROUTES.registerStep2,
];

/** Routes open to anyone, signed in or not: the legal pages. */
export const OPEN_ROUTES: readonly AppRoute[] = [
  ROUTES.termsOfUse,
  ROUTES.privacyPolicy,
  ROUTES.cookiePolicy,
];

/** Routes that need a session; an anonymous visitor goes to / with a returnUrl. */
export const SIGNED_IN_ROUTES: readonly AppRoute[] = Object.values(ROUTES).filter(
  (route) => !PUBLIC_ROUTES.includes(route) && !OPEN_ROUTES.includes(route),
);

/** The booking detail route of one booking. */
export const bookingDetailPath = (customerServiceId: number): string =>
  ROUTES.bookingDetail.replace(':customerServiceId', String(customerServiceId));

/** A route's `:customerServiceId` as a booking id: a positive whole number, else undefined. */
export const parseCustomerServiceId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const BOOKING_DETAIL_PATH = new RegExp(
  `^${ROUTES.bookingDetail.replace(':customerServiceId', '([^/]+)')}/?$`,
);

/** The booking a detail address names (`/service/history/12`: 12), else undefined. */
export const bookingDetailId = (pathname: string): number | undefined =>
  parseCustomerServiceId(BOOKING_DETAIL_PATH.exec(pathname)?.[1]);

/** The extend screen of one booking. */
export const extendPath = (customerServiceId: number): string =>
  ROUTES.extend.replace(':customerServiceId', String(customerServiceId));

/** The move-out notice screen of one booking. */
export const moveOutPath = (customerServiceId: number): string =>
  ROUTES.moveOut.replace(':customerServiceId', String(customerServiceId));

/** The payment failure page; `ser` names the service being re-paid (absent or 0 after a new booking). */
export const paymentFailPath = (ser?: number): string =>
  ser ? `${ROUTES.paymentFail}?ser=${ser}` : ROUTES.paymentFail;

/** The three registration steps of each customer type (SPEC section 2), in order. */
export const REGISTRATION_ROUTES = {
  personal: {
    details: ROUTES.registerPersonal,
    document: ROUTES.registerPersonalStep2,
    password: ROUTES.registerPersonalStep3,
  },
  corporate: {
    details: ROUTES.registerCorporation,
    document: ROUTES.registerCorporationStep2,
    password: ROUTES.registerCorporationStep3,
  },
} as const;

/** SPEC section 4: method 1 pays on the QR page, 4 on the kiosk page, any other on the card page. */
export const paymentRoute = (method: PaymentMethodId): AppRoute => {
  if (method === PAYMENT_METHOD.qr) return ROUTES.paymentQrcode;
  if (method === PAYMENT_METHOD.kiosk) return ROUTES.paymentKiosk;
  return ROUTES.paymentCredit;
};
