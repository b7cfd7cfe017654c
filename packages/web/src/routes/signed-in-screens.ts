/**
 * The signed-in screens' chunks, behind the one import of signed-in.tsx: their names and what
 * each needs preloaded (some thirty file names) stay off the first load of the public pages,
 * which the home page's budget counts. Their one stylesheet comes with this module.
 */
import './signed-in.css';

export const frame = () => import('#signed-in/session-expiry-frame.tsx');
export const booking = () => import('#screens/booking/select-service/select-service-screen.tsx');
export const unit = () => import('#screens/booking/unit/unit-screen.tsx');
export const summary = () => import('#screens/booking/summary/summary-screen.tsx');
export const qr = () => import('#screens/payment/qr/qr-screen.tsx');
export const kiosk = () => import('#screens/payment/kiosk/kiosk-screen.tsx');
export const card = () => import('#screens/payment/card/card-screen.tsx');
export const results = () => import('#screens/payment/result/result-screens.tsx');
export const repayment = () => import('#screens/repayment/repayment-summary-screen.tsx');
export const history = () => import('#screens/history/history-screen.tsx');
export const bookingDetail = () => import('#screens/booking-detail/booking-detail-screen.tsx');
export const rental = () => import('#screens/after-move-in.ts');
export const access = () => import('#screens/access/index.ts');
