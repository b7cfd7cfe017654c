import type { EndpointName, ReplyOf, RequestOf } from '@self-storage/core';
import { identify, pinVerify } from './accounts/links.ts';
import { changePassword, forgetPassword, login } from './accounts/login.ts';
import { sendOtp, verifyOtp } from './accounts/otp.ts';
import { register } from './accounts/register.ts';
import { bookingStorage } from './bookings/create.ts';
import { bookingService, currentService } from './bookings/read.ts';
import { getBranch, getGroupService, getSize } from './catalogue/catalogue.ts';
import { getUnit } from './catalogue/units.ts';
import type { Origins, SandboxContext } from './context.ts';
import { cardCheckout } from './payments/card.ts';
import { qrCheckout, qrInquire } from './payments/qr.ts';
import { bookingCalculate } from './pricing/booking-calculate.ts';

export type Handler<N extends EndpointName> = (
  body: RequestOf<N>,
  origins: Origins,
) => ReplyOf<N> | Promise<ReplyOf<N>>;

/** One handler per endpoint of the contract: a missing one is a type error. */
export type Handlers = { [N in EndpointName]: Handler<N> };

export const createHandlers = (ctx: SandboxContext): Handlers => ({
  login: (body) => login(ctx, body),
  pinVerify: (body) => pinVerify(ctx, body),
  sendOtp: (body) => sendOtp(ctx, body),
  verifyOtp: (body) => verifyOtp(ctx, body),
  register: (body) => register(ctx, body),
  forgetPassword: (body) => forgetPassword(ctx, body),
  changePassword: (body) => changePassword(ctx, body),
  identify: (body) => identify(ctx, body),
  getBranch: (body) => getBranch(ctx, body),
  getGroupService: (body) => getGroupService(ctx, body),
  getSize: (body) => getSize(ctx, body),
  getUnit: (body) => getUnit(ctx, body),
  bookingCalculate: (body) => bookingCalculate(ctx, body),
  bookingStorage: (body, origins) => bookingStorage(ctx, body, origins),
  currentService: (body) => currentService(ctx, body),
  bookingService: (body) => bookingService(ctx, body),
  qrCheckout: (body, origins) => qrCheckout(ctx, body, origins),
  qrInquire: (body) => qrInquire(ctx, body),
  cardCheckout: (body, origins) => cardCheckout(ctx, body, origins),
});
