/**
 * The business constants of SPEC section 9, each named once.
 *
 * @module @self-storage/core/constants
 */

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;

export const SESSION_LIFETIME_MS = 12 * HOUR_MS;
export const DEFAULT_AFTER_LOGIN_ROUTE = '/service';

export const OTP_LENGTH = 6;
export const OTP_RESEND_COUNTDOWN_S = 10;

/** Not in the spec: a floor for new passwords, enforced by the forms and the API alike. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Not in the spec: the version of the privacy notice a registration consents to (its effective
 * date). A new notice gets a new version, so every recorded consent says which text was agreed to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-22';
/** Not in the spec: the dates the terms of use and the cookie policy took effect. */
export const TERMS_VERSION = '2026-11-27';
export const COOKIE_POLICY_VERSION = '2026-11-22';

export const PHONE_MAX_DIGITS = 15;
export const THAI_ID_CARD_DIGITS = 13;

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const ROOM_SIZE_MIN_SQM = 1;
export const ROOM_SIZE_MAX_SQM = 30;

/** A booking may start today or up to this many days ahead. */
export const BOOKING_START_WINDOW_DAYS = 14;

/** Not in the spec: a rent month is 30 days, so a price and a bill's due date never depend on the month. */
export const RENT_MONTH_DAYS = 30;

/**
 * How long an unpaid booking (or extension) holds its unit: the "expires in 2 hours" of SPEC
 * section 9. The sandbox lets go of the unit after it, and the texts say it from this number.
 */
export const BOOKING_HOLD_HOURS = 2;
export const BOOKING_HOLD_MS = BOOKING_HOLD_HOURS * HOUR_MS;

/** Not in the spec: the most bookings one customer may hold unpaid at once (the server's refusal `hold_limit`). */
export const MAX_UNPAID_BOOKINGS = 2;

export const PAYMENT_COUNTDOWN_S = 600;
export const EVENT_STREAM_RECONNECT_MS = 100;
export const QR_FIRST_LISTEN_DELAY_MS = 3 * SECOND_MS;
/**
 * Not in the spec: how often a QR payment's watcher asks qr/inquire while waiting (its `poll`
 * option, which the web's QR page and the CLI both set). The event stream only ever says "paid",
 * so a payment the bank refused or let run out is noticed this soon, the same in both apps.
 */
export const QR_INQUIRE_POLL_MS = 2 * SECOND_MS;

export const AMOUNT_DECIMALS = 2;
export const SATANG_PER_BAHT = 100;
/**
 * Not in the spec: the largest amount of baht the wire takes, either sign (a billion baht, far
 * above any rental's price), so every amount is a whole number of satang well inside
 * Number.MAX_SAFE_INTEGER and sums of a few of them stay exact.
 */
export const MAX_BAHT = 1_000_000_000;

export const PAYMENT_METHOD = { qr: 1, kiosk: 4, card: 5 } as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
/** Re-payment of an existing booking offers only these. */
export const REPAYMENT_METHODS: readonly PaymentMethodId[] = [PAYMENT_METHOD.qr, PAYMENT_METHOD.card];

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

export const CUSTOMER_TYPE = { personal: 1, corporate: 2 } as const;
export const PERSON_TYPE = { thai: 1, foreigner: 2 } as const;

/** Every call gives up after this long; POSTs are never retried. */
export const REQUEST_TIMEOUT_MS = 15 * SECOND_MS;

/** The `{api}` prefix of SPEC section 7 under the configurable base URL. */
export const API_PREFIX = '/api/self-storage';

export { BRANCH_PHONES, type BranchKey } from './branches.ts';

/** The access pass's code step (RFC 6238's default): a code lives 30 seconds, so a screenshot is useless a minute later. */
export const ACCESS_CODE_STEP_SECONDS = 30;
/** Digits of an access pass's code and of its keypad PIN. */
export const ACCESS_CODE_DIGITS = 6;
