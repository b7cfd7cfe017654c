import type { EndpointName, ReplyOf, RequestOf } from '@self-storage/core';
import { identify, logout, pinVerify } from './accounts/links.ts';
import { changePassword, forgetPassword, login } from './accounts/login.ts';
import { sendOtp, verifyOtp } from './accounts/otp.ts';
import { register } from './accounts/register.ts';
import { bookingStorage } from './bookings/create.ts';
import { applyOverduePolicy } from './bookings/overdue.ts';
import { bookingService, currentService } from './bookings/read.ts';
import { getBranch, getGroupService, getSize } from './catalogue/catalogue.ts';
import { getUnit } from './catalogue/units.ts';
import type { Call, SandboxContext } from './context.ts';
import { cardCheckout } from './payments/card.ts';
import { qrCheckout, qrInquire } from './payments/qr.ts';
import { bookingCalculate } from './pricing/booking-calculate.ts';
import { receipt } from './receipts/receipt.ts';

export type Handler<N extends EndpointName> = (
  body: RequestOf<N>,
  call: Call,
) => ReplyOf<N> | Promise<ReplyOf<N>>;

/** One handler per endpoint of the contract: a missing one is a type error. */
export type Handlers = { [N in EndpointName]: Handler<N> };

export const createHandlers = (ctx: SandboxContext): Handlers => ({
  login: (body, call) => login(ctx, body, call),
  pinVerify: (body, call) => pinVerify(ctx, body, call),
  sendOtp: (body, call) => sendOtp(ctx, body, call),
  verifyOtp: (body, call) => verifyOtp(ctx, body, call),
  register: (body, call) => register(ctx, body, call),
  forgetPassword: (body, call) => forgetPassword(ctx, body, call),
  changePassword: (body, call) => changePassword(ctx, body, call),
  identify: (body, call) => identify(ctx, body, call),
  logout: (body, call) => logout(ctx, body, call),
  getBranch: (body, call) => getBranch(ctx, body, call),
  getGroupService: (body, call) => getGroupService(ctx, body, call),
  getSize: (body, call) => getSize(ctx, body, call),
  getUnit: (body, call) => getUnit(ctx, body, call),
  bookingCalculate: (body, call) => bookingCalculate(ctx, body, call),
  bookingStorage: (body, call) => bookingStorage(ctx, body, call),
  // Bookings are read as the overdue policy leaves them now, not as its last run did.
  currentService: (body, call) => {
    applyOverduePolicy(ctx);
    return currentService(ctx, body, call);
  },
  bookingService: (body, call) => {
    applyOverduePolicy(ctx);
    return bookingService(ctx, body, call);
  },
  qrCheckout: (body, call) => qrCheckout(ctx, body, call),
  qrInquire: (body, call) => qrInquire(ctx, body, call),
  cardCheckout: (body, call) => cardCheckout(ctx, body, call),
  receipt: (body, call) => receipt(ctx, body, call),
});
