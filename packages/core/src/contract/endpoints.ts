import type { z } from 'zod';
import type { ErrorKey } from '../errors.ts';
import * as access from './access.ts';
import * as account from './account.ts';
import * as autopay from './autopay.ts';
import * as booking from './booking.ts';
import * as creditNote from './credit-note.ts';
import * as customer from './customer.ts';
import { ENDPOINT_PATHS } from './paths.ts';
import * as payment from './payment.ts';
import * as receipt from './receipt.ts';
import { REFUSALS } from './refusals.ts';
import * as rental from './rental.ts';
import * as service from './service.ts';
import * as statement from './statement.ts';
import * as tax from './tax.ts';

/** The request field that carries the session token: `token` on booking calls, `tokenu` on payment ones. */
export type SessionField = 'token' | 'tokenu';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Rep extends z.ZodType = z.ZodType,
  S extends SessionField | undefined = SessionField | undefined,
> {
  /** Path under `{api}` (`/api/self-storage`). */
  path: string;
  request: Req;
  reply: Rep;
  /** Catalogue key when the server refuses (response_code other than 200). */
  rejectedKey: ErrorKey;
  /** Catalogue key when the call fails otherwise (HTTP status, timeout, network, bad reply). */
  failedKey: ErrorKey;
  /** SPEC section 8 shows the server's own message for a refusal of this call. */
  showServerMessage: boolean;
  /** The call carries the session token, so a 401 refusal means the session is over. */
  authenticated: boolean;
  /** Where the request carries the session token; a client holding a session fills it in. */
  session: S;
  /** A read: safe to send again, so the client may retry it when asked to. Never a create or a charge. */
  read: boolean;
  /** The reply carries a `success` flag (SPEC section 7), so a refusal says `success: false` too. */
  successFlag: boolean;
}

type EndpointKeys<S> = Partial<
  Pick<Endpoint, 'rejectedKey' | 'failedKey' | 'showServerMessage' | 'authenticated' | 'read' | 'successFlag'>
> & { session?: S };

const endpoint = <
  Req extends z.ZodType,
  Rep extends z.ZodType,
  S extends SessionField | undefined = undefined,
>(
  path: string,
  request: Req,
  reply: Rep,
  keys: EndpointKeys<S> = {},
): Endpoint<Req, Rep, S> => ({
  path,
  request,
  reply,
  rejectedKey: keys.rejectedKey ?? 'errors.requestErorMsg',
  failedKey: keys.failedKey ?? 'errors.requestErorMsg',
  showServerMessage: keys.showServerMessage ?? false,
  authenticated: keys.authenticated ?? keys.session !== undefined,
  session: keys.session as S,
  read: keys.read ?? false,
  successFlag: keys.successFlag ?? false,
});

/** Every call of SPEC section 7, with the paths the spec leaves open fixed (see docs/api.md). */
export const endpoints = {
  login: endpoint(ENDPOINT_PATHS.login, customer.loginRequest, customer.loginReply, {
    showServerMessage: true,
  }),
  pinVerify: endpoint(ENDPOINT_PATHS.pinVerify, customer.pinVerifyRequest, customer.pinVerifyReply, {
    rejectedKey: 'errors.noService',
  }),
  sendOtp: endpoint(ENDPOINT_PATHS.sendOtp, customer.sendOtpRequest, customer.sendOtpReply, {
    rejectedKey: 'register.otpSendError',
    failedKey: 'register.otpSendError',
  }),
  verifyOtp: endpoint(ENDPOINT_PATHS.verifyOtp, customer.verifyOtpRequest, customer.verifyOtpReply, {
    rejectedKey: 'register.otpVerifyError',
    failedKey: 'register.otpVerifyError',
  }),
  register: endpoint(ENDPOINT_PATHS.register, customer.registerRequest, customer.registerReply, {
    showServerMessage: true,
  }),
  forgetPassword: endpoint(
    ENDPOINT_PATHS.forgetPassword,
    customer.forgetPasswordRequest,
    customer.forgetPasswordReply,
    {
      rejectedKey: 'forgotPassword.sendErrorGeneral',
      failedKey: 'forgotPassword.sendErrorGeneral',
      showServerMessage: true,
    },
  ),
  changePassword: endpoint(
    ENDPOINT_PATHS.changePassword,
    customer.changePasswordRequest,
    customer.changePasswordReply,
    {
      rejectedKey: 'changePassword.changeErrorGeneral',
      failedKey: 'changePassword.changeErrorGeneral',
      showServerMessage: true,
    },
  ),
  identify: endpoint(ENDPOINT_PATHS.identify, customer.identifyRequest, customer.identifyReply, {
    rejectedKey: 'errors.identifyFailed',
  }),
  // Beyond SPEC section 7 (docs/api.md): the server ends the session on logout.
  logout: endpoint(ENDPOINT_PATHS.logout, customer.logoutRequest, customer.logoutReply, { session: 'token' }),
  getBranch: endpoint(ENDPOINT_PATHS.getBranch, service.getBranchRequest, service.getBranchReply, {
    read: true,
  }),
  getGroupService: endpoint(
    ENDPOINT_PATHS.getGroupService,
    service.getGroupServiceRequest,
    service.getGroupServiceReply,
    { read: true },
  ),
  getSize: endpoint(ENDPOINT_PATHS.getSize, service.getSizeRequest, service.getSizeReply, { read: true }),
  getUnit: endpoint(ENDPOINT_PATHS.getUnit, service.getUnitRequest, service.getUnitReply, {
    rejectedKey: 'errors.unitUnavailable',
    read: true,
  }),
  bookingCalculate: endpoint(
    ENDPOINT_PATHS.bookingCalculate,
    booking.bookingCalculateRequest,
    booking.bookingCalculateReply,
    { showServerMessage: true, read: true },
  ),
  bookingStorage: endpoint(
    ENDPOINT_PATHS.bookingStorage,
    booking.bookingStorageRequest,
    booking.bookingStorageReply,
    { session: 'token', successFlag: true },
  ),
  currentService: endpoint(
    ENDPOINT_PATHS.currentService,
    booking.currentServiceRequest,
    booking.currentServiceReply,
    {
      rejectedKey: 'errors.noService',
      failedKey: 'errors.noService',
      session: 'token',
      read: true,
      successFlag: true,
    },
  ),
  bookingService: endpoint(
    ENDPOINT_PATHS.bookingService,
    booking.bookingServiceRequest,
    booking.bookingServiceReply,
    { session: 'token', read: true },
  ),
  /** Extension: the PDF receipt of a paid bill. */
  receipt: endpoint(ENDPOINT_PATHS.receipt, receipt.receiptRequest, receipt.receiptReply, {
    rejectedKey: 'errors.noService',
    failedKey: 'errors.noService',
    session: 'token',
    read: true,
  }),
  /** Extension: the full tax invoice of a paid bill, issued once; a correction replaces it. */
  taxInvoice: endpoint(ENDPOINT_PATHS.taxInvoice, tax.taxInvoiceRequest, tax.taxInvoiceReply, {
    showServerMessage: true,
    session: 'token',
  }),
  /** Extension: the tax invoices and withholdings of the caller's paid bills. */
  taxDocuments: endpoint(ENDPOINT_PATHS.taxDocuments, tax.taxDocumentsRequest, tax.taxDocumentsReply, {
    session: 'token',
    read: true,
  }),
  /** Extension: pay a booking's bills net of withholding tax (corporate accounts), or read the choice. */
  withholding: endpoint(ENDPOINT_PATHS.withholding, tax.withholdingRequest, tax.withholdingReply, {
    showServerMessage: true,
    session: 'token',
  }),
  /** Extension: the withholding certificate (50 ทวิ) of a bill paid net. */
  withholdingCertificate: endpoint(
    ENDPOINT_PATHS.withholdingCertificate,
    tax.withholdingCertificateRequest,
    tax.withholdingCertificateReply,
    { showServerMessage: true, session: 'token' },
  ),
  /** Extension (issue 24): the signed-in customer's account. */
  profile: endpoint(ENDPOINT_PATHS.profile, account.profileRequest, account.profileReply, {
    session: 'token',
    read: true,
  }),
  updateProfile: endpoint(
    ENDPOINT_PATHS.updateProfile,
    account.updateProfileRequest,
    account.updateProfileReply,
    { session: 'token', showServerMessage: true },
  ),
  marketingConsent: endpoint(
    ENDPOINT_PATHS.marketingConsent,
    account.marketingConsentRequest,
    account.marketingConsentReply,
    { session: 'token', showServerMessage: true },
  ),
  logoutAll: endpoint(ENDPOINT_PATHS.logoutAll, account.logoutAllRequest, account.logoutAllReply, {
    session: 'token',
  }),
  /** Extension (issue 24): the credit note of a move-out refund, once the refund is made. */
  creditNote: endpoint(ENDPOINT_PATHS.creditNote, creditNote.creditNoteRequest, creditNote.creditNoteReply, {
    session: 'token',
    showServerMessage: true,
    read: true,
  }),
  /** Extension (issue 24): extend a booking, give and withdraw move-out notice. */
  extendQuote: endpoint(ENDPOINT_PATHS.extendQuote, rental.extendQuoteRequest, rental.extendQuoteReply, {
    session: 'token',
    showServerMessage: true,
    read: true,
  }),
  extend: endpoint(ENDPOINT_PATHS.extend, rental.extendRequest, rental.extendReply, {
    session: 'token',
    showServerMessage: true,
  }),
  moveOutQuote: endpoint(ENDPOINT_PATHS.moveOutQuote, rental.moveOutQuoteRequest, rental.moveOutQuoteReply, {
    session: 'token',
    showServerMessage: true,
    read: true,
  }),
  moveOut: endpoint(ENDPOINT_PATHS.moveOut, rental.moveOutRequest, rental.moveOutReply, {
    session: 'token',
    showServerMessage: true,
  }),
  withdrawMoveOut: endpoint(
    ENDPOINT_PATHS.withdrawMoveOut,
    rental.withdrawMoveOutRequest,
    rental.withdrawMoveOutReply,
    { session: 'token', showServerMessage: true },
  ),
  /** Extension (issue 36): the rental's account, the one source of every figure shown of it. */
  statement: endpoint(ENDPOINT_PATHS.statement, statement.statementRequest, statement.statementReply, {
    session: 'token',
    showServerMessage: true,
    read: true,
  }),
  qrCheckout: endpoint(ENDPOINT_PATHS.qrCheckout, payment.qrCheckoutRequest, payment.qrCheckoutReply, {
    rejectedKey: 'payment.qr.error',
    failedKey: 'payment.qr.error',
    session: 'tokenu',
  }),
  qrInquire: endpoint(ENDPOINT_PATHS.qrInquire, payment.qrInquireRequest, payment.qrInquireReply, {
    rejectedKey: 'payment.qr.error',
    failedKey: 'payment.qr.error',
    session: 'tokenu',
    read: true,
    successFlag: true,
  }),
  cardCheckout: endpoint(
    ENDPOINT_PATHS.cardCheckout,
    payment.cardCheckoutRequest,
    payment.cardCheckoutReply,
    {
      rejectedKey: 'payment.online.error',
      failedKey: 'payment.online.error',
      session: 'tokenu',
      successFlag: true,
    },
  ),
  /** Extension (issue 39): saved cards and autopay. */
  cards: endpoint(ENDPOINT_PATHS.cards, autopay.cardsRequest, autopay.cardsReply, {
    session: 'token',
    read: true,
  }),
  removeCard: endpoint(ENDPOINT_PATHS.removeCard, autopay.removeCardRequest, autopay.removeCardReply, {
    session: 'token',
    showServerMessage: true,
  }),
  defaultCard: endpoint(ENDPOINT_PATHS.defaultCard, autopay.defaultCardRequest, autopay.defaultCardReply, {
    session: 'token',
    showServerMessage: true,
  }),
  autopay: endpoint(ENDPOINT_PATHS.autopay, autopay.autopayRequest, autopay.autopayReply, {
    session: 'token',
    showServerMessage: true,
  }),
  /** Extension (issue 40): the access pass, sharing it, and the gate's log. */
  accessPass: endpoint(ENDPOINT_PATHS.accessPass, access.accessPassRequest, access.accessPassReply, {
    session: 'token',
    showServerMessage: true,
    read: true,
  }),
  accessShare: endpoint(ENDPOINT_PATHS.accessShare, access.accessShareRequest, access.accessShareReply, {
    session: 'token',
    showServerMessage: true,
  }),
  accessRevoke: endpoint(ENDPOINT_PATHS.accessRevoke, access.accessRevokeRequest, access.accessRevokeReply, {
    session: 'token',
    showServerMessage: true,
  }),
  accessLog: endpoint(ENDPOINT_PATHS.accessLog, access.accessLogRequest, access.accessLogReply, {
    session: 'token',
    showServerMessage: true,
    read: true,
  }),
  sharedPass: endpoint(ENDPOINT_PATHS.sharedPass, access.sharedPassRequest, access.sharedPassReply, {
    showServerMessage: true,
    read: true,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ReplyOf<N extends EndpointName> = z.output<Endpoints[N]['reply']>;
/** The session field of a call, or never. */
export type SessionFieldOf<N extends EndpointName> = Exclude<Endpoints[N]['session'], undefined>;
/**
 * What a client method takes: the request, with its session field optional (a client holding a
 * session fills it in).
 */
export type CallBody<N extends EndpointName> = [SessionFieldOf<N>] extends [never]
  ? RequestOf<N>
  : Omit<RequestOf<N>, SessionFieldOf<N>> &
      Partial<Pick<RequestOf<N>, SessionFieldOf<N> & keyof RequestOf<N>>>;

/** A refusal answering this response_code means the session token is no longer valid. */
export const SESSION_EXPIRED_RESPONSE_CODE = REFUSALS.session_expired.responseCode;
