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
  /** Beyond the spec (issue 40): the passes of the customer's rentals, from the user menu. */
  accessPasses: '/service/access',
  /** Beyond the spec (issue 40): a pass shared with a person, no account; its token in the fragment. */
  sharedPass: '/shared-pass',
} as const;
export type AppRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** The routes of these names. Called with names only, so a bundle drops a list no page reads. */
const routesNamed = (...names: (keyof typeof ROUTES)[]): readonly AppRoute[] =>
  names.map((name) => ROUTES[name]);

/** Routes for anonymous visitors; a signed-in user opening one goes to /service. */
export const PUBLIC_ROUTES: readonly AppRoute[] = /* @__PURE__ */ routesNamed(
  'login',
  'forget',
  'forget2',
  'changePassword',
  'changePasswordStep2',
  'changePasswordFinish',
  'register',
  'registerOtp',
  'registerStep1',
  'registerPersonal',
  'registerPersonalStep2',
  'registerPersonalStep3',
  'registerCorporation',
  'registerCorporationStep2',
  'registerCorporationStep3',
  'registerSuccess',
  'registerStep2',
);

/** Routes open to anyone, signed in or not: the legal pages and a shared access pass. */
export const OPEN_ROUTES: readonly AppRoute[] = /* @__PURE__ */ routesNamed(
  'termsOfUse',
  'privacyPolicy',
  'cookiePolicy',
  'sharedPass',
);

/** Routes that need a session; an anonymous visitor goes to / with a returnUrl. */
export const SIGNED_IN_ROUTES: readonly AppRoute[] = /* @__PURE__ */ Object.values(ROUTES).filter(
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

const BOOKING_DETAIL_PATH = /* @__PURE__ */ new RegExp(
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
