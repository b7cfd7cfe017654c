import {
  deleteThrottleCount,
  readThrottleCount,
  sweepThrottleCounts,
  type ThrottleCount,
  writeThrottleCount,
} from '../data/throttle-counts.ts';
import type { Store } from '../db/store.ts';
import { SandboxError } from '../errors.ts';
import { type Text, text } from '../language/text.ts';
import { HOUR_MS, MINUTE_MS } from '../time.ts';

/**
 * One limit: `free` events within `windowMs` pass at once; the `free`-th and every later one
 * lock the key for a back-off that doubles from `baseMs` up to `maxMs`, during which it is
 * refused (429, not counted). A quiet `windowMs` forgets the key.
 */
export interface ThrottleRule {
  free: number;
  baseMs: number;
  maxMs: number;
  windowMs: number;
}

/** The sandbox's limits (docs/security.md lists them); `createSandbox({ throttle })` changes them. */
export interface ThrottleLimits {
  /** Wrong passwords for one account (login and change-password together). */
  accountGuesses: ThrottleRule;
  /** Wrong passwords, codes, link tokens and pins from one address, whatever the account. */
  addressGuesses: ThrottleRule;
  /** Mails asked for one email (forget-password, send-otp), whether or not it is registered. */
  accountMails: ThrottleRule;
  /** Mails asked from one address. */
  addressMails: ThrottleRule;
  /** Registration attempts with one verified email. */
  emailRegistrations: ThrottleRule;
  /** Registration attempts from one address, whatever the email. */
  addressRegistrations: ThrottleRule;
  /** Withholding-certificate uploads by one account. */
  accountUploads: ThrottleRule;
  /** Withholding-certificate uploads from one address, whatever the account. */
  addressUploads: ThrottleRule;
  /**
   * Mails telling an account of a change it made (details, marketing choice, signing out
   * everywhere): beyond these the change is made and no mail is sent.
   */
  accountNotices: ThrottleRule;
  /**
   * Wrong keypad PINs at one branch's gate, whoever types them: beyond these the keypad locks
   * and refuses every PIN, right or wrong, until the lock ends (QR codes still open it).
   */
  gatePinGuesses: ThrottleRule;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  accountGuesses: { free: 5, baseMs: 1000, maxMs: 15 * MINUTE_MS, windowMs: 15 * MINUTE_MS },
  addressGuesses: { free: 30, baseMs: 1000, maxMs: 15 * MINUTE_MS, windowMs: 15 * MINUTE_MS },
  accountMails: { free: 3, baseMs: MINUTE_MS, maxMs: 60 * MINUTE_MS, windowMs: 60 * MINUTE_MS },
  addressMails: { free: 60, baseMs: 10_000, maxMs: 15 * MINUTE_MS, windowMs: 15 * MINUTE_MS },
  emailRegistrations: { free: 10, baseMs: MINUTE_MS, maxMs: 30 * MINUTE_MS, windowMs: 30 * MINUTE_MS },
  addressRegistrations: { free: 20, baseMs: MINUTE_MS, maxMs: HOUR_MS, windowMs: HOUR_MS },
  accountUploads: { free: 10, baseMs: MINUTE_MS, maxMs: 30 * MINUTE_MS, windowMs: 30 * MINUTE_MS },
  addressUploads: { free: 20, baseMs: MINUTE_MS, maxMs: HOUR_MS, windowMs: HOUR_MS },
  accountNotices: { free: 3, baseMs: 10 * MINUTE_MS, maxMs: HOUR_MS, windowMs: HOUR_MS },
  gatePinGuesses: { free: 5, baseMs: 30_000, maxMs: 15 * MINUTE_MS, windowMs: 10 * MINUTE_MS },
};

type Entry = ThrottleCount;

/**
 * Too many attempts: HTTP 429 with Retry-After (seconds), the envelope's response_code 429. The
 * message says when to try again, unless the rule has words of its own.
 */
export class Throttled extends SandboxError {
  constructor(retryAfterS: number, message?: Text) {
    super(
      'too_many_attempts',
      message ??
        text('server.replies.throttle.tooManyAttempts', {
          wait: text(
            retryAfterS === 1 ? 'server.replies.throttle.oneSecond' : 'server.replies.throttle.seconds',
            {
              seconds: retryAfterS,
            },
          ),
        }),
      { status: 429, retryAfterS: Math.max(1, retryAfterS) },
    );
  }
}

/** Writes between two sweeps of the keys a quiet window has forgotten. */
const SWEEP_EVERY = 1000;

/**
 * Counters kept in the database (table `throttle_counts`), so a restart forgets nothing, read by
 * the sandbox's clock (so the test clock ends a lock). Every method is synchronous: a check and
 * its count happen in one turn of the event loop, before any password is hashed, so requests
 * arriving together each see the others' counts.
 */
export class Throttle {
  readonly #name: string;
  readonly #rule: ThrottleRule;
  readonly #store: Store;
  readonly #now: () => number;
  #writes = 0;

  constructor(name: string, rule: ThrottleRule, store: Store, now: () => number) {
    this.#name = name;
    this.#rule = rule;
    this.#store = store;
    this.#now = now;
  }

  #entry(key: string, now: number): Entry | undefined {
    const entry = readThrottleCount(this.#store, this.#name, key);
    if (entry && now - entry.last_at >= this.#rule.windowMs && entry.locked_until <= now) {
      this.clear(key);
      return undefined;
    }
    return entry;
  }

  #save(key: string, entry: Entry): void {
    writeThrottleCount(this.#store, this.#name, key, entry);
  }

  /** Refuses with 429 while the key is locked. */
  check(key: string): void {
    const now = this.#now();
    const entry = this.#entry(key, now);
    if (entry && entry.locked_until > now) throw new Throttled(Math.ceil((entry.locked_until - now) / 1000));
  }

  /** How long the key stays locked by the sandbox's clock: 0 when it is not. */
  lockedForMs(key: string): number {
    const now = this.#now();
    const entry = this.#entry(key, now);
    return entry ? Math.max(0, entry.locked_until - now) : 0;
  }

  /**
   * Counts one event; from the `free`-th on, it locks the key for the next back-off. A guess is
   * counted before it is checked, and given back (`release`) when it was right.
   */
  record(key: string): void {
    const now = this.#now();
    this.#writes += 1;
    if (this.#writes % SWEEP_EVERY === 0) this.#sweep(now);
    const entry = this.#entry(key, now) ?? { count: 0, last_at: now, locked_until: 0 };
    entry.count += 1;
    entry.last_at = now;
    const over = entry.count - this.#rule.free;
    if (over >= 0) entry.locked_until = now + Math.min(this.#rule.maxMs, this.#rule.baseMs * 2 ** over);
    this.#save(key, entry);
  }

  /**
   * Counts one event unless the key is locked, and says whether it was within the limit: for
   * what is skipped, not refused, beyond it (a notice mail).
   */
  admits(key: string): boolean {
    const now = this.#now();
    const entry = this.#entry(key, now);
    if (entry && entry.locked_until > now) return false;
    this.record(key);
    return true;
  }

  /**
   * Gives back one counted event that turned out right (a right code or token); the lock it set
   * goes with it while the count is under `free` again.
   */
  release(key: string): void {
    const entry = this.#entry(key, this.#now());
    if (!entry) return;
    entry.count = Math.max(0, entry.count - 1);
    if (entry.count < this.#rule.free) entry.locked_until = 0;
    this.#save(key, entry);
  }

  /** Forgets the key (a right password clears its account's wrong ones). */
  clear(key: string): void {
    deleteThrottleCount(this.#store, this.#name, key);
  }

  #sweep(now: number): void {
    sweepThrottleCounts(this.#store, this.#name, now - this.#rule.windowMs, now);
  }
}

/** The throttles of a sandbox, one per limit. */
export type Throttles = { [Name in keyof ThrottleLimits]: Throttle };

export const createThrottles = (
  limits: Partial<ThrottleLimits>,
  store: Store,
  now: () => number,
): Throttles => {
  const rules = { ...DEFAULT_THROTTLE_LIMITS, ...limits };
  const throttle = (name: keyof ThrottleLimits) => new Throttle(name, rules[name], store, now);
  return {
    accountGuesses: throttle('accountGuesses'),
    addressGuesses: throttle('addressGuesses'),
    accountMails: throttle('accountMails'),
    addressMails: throttle('addressMails'),
    emailRegistrations: throttle('emailRegistrations'),
    addressRegistrations: throttle('addressRegistrations'),
    accountUploads: throttle('accountUploads'),
    addressUploads: throttle('addressUploads'),
    accountNotices: throttle('accountNotices'),
    gatePinGuesses: throttle('gatePinGuesses'),
  };
};
