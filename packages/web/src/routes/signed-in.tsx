import { ROUTES } from '@self-storage/core/flow';
import type { RouteObject } from 'react-router-dom';
import { screenRoute as screen } from '#app/screen-route.ts';

/*
 * The signed-in routes (SPEC section 2), mounted under the app's session guard and page frame.
 * Every screen is its own lazily loaded chunk, so none of them loads on the public pages; the
 * frame brings the booking screens' texts.
 */

const screens = () => import('./signed-in-screens.ts');
const frame = () => screens().then((m) => m.frame());
const booking = () => screens().then((m) => m.booking());
const unit = () => screens().then((m) => m.unit());
const summary = () => screens().then((m) => m.summary());
const qr = () => screens().then((m) => m.qr());
const kiosk = () => screens().then((m) => m.kiosk());
const card = () => screens().then((m) => m.card());
const results = () => screens().then((m) => m.results());
const repayment = () => screens().then((m) => m.repayment());
const history = () => screens().then((m) => m.history());
const bookingDetail = () => screens().then((m) => m.bookingDetail());
const rental = () => screens().then((m) => m.rental());
const access = () => screens().then((m) => m.access());

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
      screen(ROUTES.accessPasses, access, (m) => m.AccessScreen),
    ],
  }),
];
