import type { EndpointName, ReplyOf, RequestOf } from '@self-storage/core';
import { accessLog, accessPass, accessRevoke, accessShare, sharedPass } from './access/calls.ts';
import { identify, logout, pinVerify } from './accounts/links.ts';
import { changePassword, forgetPassword, login } from './accounts/login.ts';
import { sendOtp, verifyOtp } from './accounts/otp.ts';
import { logoutAll, marketingConsent, profile, updateProfile } from './accounts/profile.ts';
import { register } from './accounts/register.ts';
import { cards, defaultCard, removeCard } from './autopay/cards.ts';
import { autopay } from './autopay/switch.ts';
import { bookingStorage } from './bookings/create.ts';
import { extend, extendQuote } from './bookings/extend.ts';
import { moveOut, moveOutQuote, withdrawMoveOut } from './bookings/move-out.ts';
import { currentService } from './bookings/read.ts';
import { sweepExpiredExtensions } from './bookings/rental-state.ts';
import { getBranch, getGroupService, getSize } from './catalogue/catalogue.ts';
import { getUnit } from './catalogue/units.ts';
import type { Call, SandboxContext } from './context.ts';
import { bookingService } from './ledger/history.ts';
import { statement } from './ledger/statement.ts';
import { cardCheckout } from './payments/card.ts';
import { qrCheckout, qrInquire } from './payments/qr.ts';
import { applyDuePolicies } from './policies.ts';
import { bookingCalculate } from './pricing/booking-calculate.ts';
import { receipt } from './receipts/receipt.ts';
import { withWithholdingChoice } from './tax/booking-choice.ts';
import { withCalculatedWithholding } from './tax/calculate-choice.ts';
import { withholdingCertificate } from './tax/certificate.ts';
import { creditNote } from './tax/credit-note.ts';
import { taxDocuments } from './tax/documents.ts';
import { taxInvoice } from './tax/tax-invoice.ts';
import { withholding } from './tax/withholding-choice.ts';

export type Handler<N extends EndpointName> = (
  body: RequestOf<N>,
  call: Call,
) => ReplyOf<N> | Promise<ReplyOf<N>>;

/** One handler per endpoint of the contract: a missing one is a type error. */
export type Handlers = { [N in EndpointName]: Handler<N> };

/** A check of a call before its body is read: it throws to refuse the call (a Throttled is a 429). */
export type Gate = (call: Pick<Call, 'address'>) => void;

/**
 * The calls that carry an upload of up to 2 MB: an address whose attempts are locked out is
 * refused before its body is read and parsed, so a flood of uploads costs the server next to
 * nothing once its throttle holds (every other tenant shares that one thread).
 */
export const createGates = (ctx: SandboxContext): Partial<Record<EndpointName, Gate>> => ({
  register: (call) => ctx.throttles.addressRegistrations.check(call.address),
  withholdingCertificate: (call) => ctx.throttles.addressUploads.check(call.address),
});

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
  // A lapsed extension frees its days before units are listed or claimed and bookings read.
  getUnit: (body, call) => {
    sweepExpiredExtensions(ctx);
    return getUnit(ctx, body, call);
  },
  bookingCalculate: (body, call) => withCalculatedWithholding(ctx, body, bookingCalculate(ctx, body, call)),
  bookingStorage: (body, call) => {
    sweepExpiredExtensions(ctx);
    return withWithholdingChoice(ctx, body, () => bookingStorage(ctx, body, call));
  },
  // Bookings are read as the overdue policy leaves them now, not as its last run did.
  currentService: (body, call) => {
    sweepExpiredExtensions(ctx);
    applyDuePolicies(ctx);
    return currentService(ctx, body, call);
  },
  bookingService: (body, call) => {
    sweepExpiredExtensions(ctx);
    applyDuePolicies(ctx);
    return bookingService(ctx, body, call);
  },
  profile: (body, call) => profile(ctx, body, call),
  updateProfile: (body, call) => updateProfile(ctx, body, call),
  marketingConsent: (body, call) => marketingConsent(ctx, body, call),
  logoutAll: (body, call) => logoutAll(ctx, body, call),
  extendQuote: (body, call) => {
    sweepExpiredExtensions(ctx);
    return extendQuote(ctx, body, call);
  },
  extend: (body, call) => {
    sweepExpiredExtensions(ctx);
    return extend(ctx, body, call);
  },
  moveOutQuote: (body, call) => {
    sweepExpiredExtensions(ctx);
    return moveOutQuote(ctx, body, call);
  },
  moveOut: (body, call) => {
    sweepExpiredExtensions(ctx);
    return moveOut(ctx, body, call);
  },
  withdrawMoveOut: (body, call) => withdrawMoveOut(ctx, body, call),
  statement: (body, call) => {
    sweepExpiredExtensions(ctx);
    applyDuePolicies(ctx);
    return statement(ctx, body, call);
  },
  qrCheckout: (body, call) => {
    sweepExpiredExtensions(ctx);
    return qrCheckout(ctx, body, call);
  },
  qrInquire: (body, call) => qrInquire(ctx, body, call),
  cardCheckout: (body, call) => {
    sweepExpiredExtensions(ctx);
    return cardCheckout(ctx, body, call);
  },
  receipt: (body, call) => receipt(ctx, body, call),
  creditNote: (body, call) => creditNote(ctx, body, call),
  taxInvoice: (body, call) => taxInvoice(ctx, body, call),
  taxDocuments: (body, call) => taxDocuments(ctx, body, call),
  withholding: (body, call) => withholding(ctx, body, call),
  withholdingCertificate: (body, call) => withholdingCertificate(ctx, body, call),
  cards: (body, call) => {
    applyDuePolicies(ctx);
    return cards(ctx, body, call);
  },
  removeCard: (body, call) => removeCard(ctx, body, call),
  defaultCard: (body, call) => defaultCard(ctx, body, call),
  autopay: (body, call) => {
    applyDuePolicies(ctx);
    return autopay(ctx, body, call);
  },
  // The pass reads the rental's standing, so the overdue policy runs first, as for the statement.
  accessPass: (body, call) => {
    sweepExpiredExtensions(ctx);
    applyDuePolicies(ctx);
    return accessPass(ctx, body, call);
  },
  accessShare: (body, call) => accessShare(ctx, body, call),
  accessRevoke: (body, call) => accessRevoke(ctx, body, call),
  accessLog: (body, call) => accessLog(ctx, body, call),
  sharedPass: (body, call) => {
    sweepExpiredExtensions(ctx);
    applyDuePolicies(ctx);
    return sharedPass(ctx, body, call);
  },
});
