import type { ROUTES } from '../../packages/core/src/flow/routes.ts';

type RouteName = keyof typeof ROUTES;

/**
 * Which routes each folder (or file) of packages/web/src/screens draws (routes/public.tsx and
 * routes/signed-in.tsx load them). A folder not listed here counts as wider than one screen.
 */
export const SCREEN_ROUTES: Record<string, readonly RouteName[]> = {
  'public/home': ['login'],
  'public/register': [
    'register',
    'registerOtp',
    'registerStep1',
    'registerStep2',
    'registerPersonal',
    'registerPersonalStep2',
    'registerPersonalStep3',
    'registerCorporation',
    'registerCorporationStep2',
    'registerCorporationStep3',
    'registerSuccess',
  ],
  'public/password': ['forget', 'forget2', 'changePassword', 'changePasswordStep2', 'changePasswordFinish'],
  legal: ['termsOfUse', 'privacyPolicy', 'cookiePolicy'],
  'booking/select-service': ['service', 'repaymentUnit'],
  'booking/unit': ['unit', 'unitEx'],
  'booking/summary': ['summary'],
  'booking/shared': ['service', 'repaymentUnit', 'unit', 'unitEx', 'summary'],
  'payment/qr': ['paymentQrcode'],
  'payment/kiosk': ['paymentKiosk'],
  'payment/card': ['paymentCredit'],
  'payment/result': ['paymentSuccess', 'paymentFail'],
  'payment/shared': ['paymentQrcode', 'paymentKiosk', 'paymentCredit', 'paymentSuccess', 'paymentFail'],
  repayment: ['repaymentSummary'],
  history: ['history'],
  'booking-detail': ['bookingDetail'],
  'rental/extend': ['extend'],
  'rental/move-out': ['moveOut'],
  'rental/shared': ['extend', 'moveOut'],
  account: ['account'],
  access: ['accessPasses', 'sharedPass'],
  'after-move-in.ts': ['extend', 'moveOut', 'account'],
};

/** Core's path builders, which tests call instead of naming the route with a parameter. */
export const ROUTE_BUILDERS: Partial<Record<RouteName, string>> = {
  bookingDetail: 'bookingDetailPath',
  extend: 'extendPath',
  moveOut: 'moveOutPath',
  paymentFail: 'paymentFailPath',
};
