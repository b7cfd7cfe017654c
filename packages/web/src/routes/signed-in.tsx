import { ROUTES } from '@self-storage/core';
import type { RouteObject } from 'react-router-dom';
import { screenRoute as screen } from '#app/screen-route.ts';

/*
 * The signed-in routes (SPEC section 2), mounted under the app's session guard and page frame.
 * Every screen is its own lazily loaded chunk, so none of them loads on the public pages; the
 * frame brings the booking screens' texts.
 */

const frame = () => import('#screens/booking/session-expiry-frame.tsx');
const booking = () => import('#screens/booking/select-service/select-service-screen.tsx');
const unit = () => import('#screens/booking/unit/unit-screen.tsx');
const summary = () => import('#screens/booking/summary/summary-screen.tsx');
const qr = () => import('#screens/payment/qr/qr-screen.tsx');
const kiosk = () => import('#screens/payment/kiosk/kiosk-screen.tsx');
const card = () => import('#screens/payment/card/card-screen.tsx');
const results = () => import('#screens/payment/result/result-screens.tsx');
const repayment = () => import('#screens/repayment/repayment-summary-screen.tsx');
const history = () => import('#screens/history/history-screen.tsx');
const bookingDetail = () => import('#screens/booking-detail/booking-detail-screen.tsx');
const rental = () => import('#screens/rental/index.ts');

export const signedInRoutes: RouteObject[] = [
  screen(undefined, frame, (m) => m.SessionExpiryFrame, {
    texts: 'booking',
    children: [
      screen(ROUTES.service, booking, (m) => m.SelectServiceScreen),
      screen(ROUTES.repaymentUnit, booking, (m) => m.RepaymentEntryScreen),
      screen(ROUTES.unit, unit, (m) => m.UnitScreen),
      screen(ROUTES.unitEx, unit, (m) => m.UnitExScreen),
      screen(ROUTES.summary, summary, (m) => m.SummaryScreen),
      screen(ROUTES.paymentQrcode, qr, (m) => m.QrScreen),
      screen(ROUTES.paymentKiosk, kiosk, (m) => m.KioskScreen),
      screen(ROUTES.paymentCredit, card, (m) => m.CardScreen),
      screen(ROUTES.paymentSuccess, results, (m) => m.PaymentSuccessScreen),
      screen(ROUTES.paymentFail, results, (m) => m.PaymentFailScreen),
      screen(ROUTES.repaymentSummary, repayment, (m) => m.RepaymentSummaryScreen),
      screen(ROUTES.history, history, (m) => m.HistoryScreen),
      screen(ROUTES.bookingDetail, bookingDetail, (m) => m.BookingDetailScreen),
      screen(ROUTES.extend, rental, (m) => m.ExtendScreen),
      screen(ROUTES.moveOut, rental, (m) => m.MoveOutScreen),
      screen(ROUTES.account, rental, (m) => m.AccountScreen, { texts: 'account' }),
    ],
  }),
];
