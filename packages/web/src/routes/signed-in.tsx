import { ROUTES } from '@self-storage/core';
import type { RouteObject } from 'react-router-dom';

/*
 * The signed-in routes (SPEC section 2), mounted under the app's session guard and page frame.
 * Every screen is its own lazily loaded chunk, so none of them loads on the public pages.
 */

const booking = () => import('../screens/booking/select-service/select-service-screen.tsx');
const unit = () => import('../screens/booking/unit/unit-screen.tsx');
const summary = () => import('../screens/booking/summary/summary-screen.tsx');
const qr = () => import('../screens/payment/qr/qr-screen.tsx');
const kiosk = () => import('../screens/payment/kiosk/kiosk-screen.tsx');
const card = () => import('../screens/payment/card/card-screen.tsx');
const results = () => import('../screens/payment/result/result-screens.tsx');
const repayment = () => import('../screens/repayment/repayment-summary-screen.tsx');
const history = () => import('../screens/history/history-screen.tsx');

export const signedInRoutes: RouteObject[] = [
  {
    lazy: async () => ({
      Component: (await import('../screens/booking/session-expiry-frame.tsx')).SessionExpiryFrame,
    }),
    children: [
      { path: ROUTES.service, lazy: async () => ({ Component: (await booking()).SelectServiceScreen }) },
      {
        path: ROUTES.repaymentUnit,
        lazy: async () => ({ Component: (await booking()).RepaymentEntryScreen }),
      },
      { path: ROUTES.unit, lazy: async () => ({ Component: (await unit()).UnitScreen }) },
      { path: ROUTES.unitEx, lazy: async () => ({ Component: (await unit()).UnitExScreen }) },
      { path: ROUTES.summary, lazy: async () => ({ Component: (await summary()).SummaryScreen }) },
      { path: ROUTES.paymentQrcode, lazy: async () => ({ Component: (await qr()).QrScreen }) },
      { path: ROUTES.paymentKiosk, lazy: async () => ({ Component: (await kiosk()).KioskScreen }) },
      { path: ROUTES.paymentCredit, lazy: async () => ({ Component: (await card()).CardScreen }) },
      {
        path: ROUTES.paymentSuccess,
        lazy: async () => ({ Component: (await results()).PaymentSuccessScreen }),
      },
      { path: ROUTES.paymentFail, lazy: async () => ({ Component: (await results()).PaymentFailScreen }) },
      {
        path: ROUTES.repaymentSummary,
        lazy: async () => ({ Component: (await repayment()).RepaymentSummaryScreen }),
      },
      { path: ROUTES.history, lazy: async () => ({ Component: (await history()).HistoryScreen }) },
    ],
  },
];
