import { SandboxError } from '../errors.ts';
import { text } from '../language/text.ts';
import { MINUTE_MS } from '../time.ts';

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
  /** Wrong passwords, codes and link tokens from one address, whatever the account. */
  addressGuesses: ThrottleRule;
  /** Mails asked for one email (forget-password, send-otp), whether or not it is registered. */
  accountMails: ThrottleRule;
  /** Mails asked from one address. */
  addressMails: ThrottleRule;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  accountGuesses: { free: 5, baseMs: 1000, maxMs: 15 * MINUTE_MS, windowMs: 15 * MINUTE_MS },
  addressGuesses: { free: 30, baseMs: 1000, maxMs: 15 * MINUTE_MS, windowMs: 15 * MINUTE_MS },
  accountMails: { free: 3, baseMs: MINUTE_MS, maxMs: 60 * MINUTE_MS, windowMs: 60 * MINUTE_MS },
  addressMails: { free: 60, baseMs: 10_000, maxMs: 15 * MINUTE_MS, windowMs: 15 * MINUTE_MS },
};

interface Entry {
  count: number;
  last: number;
  lockedUntil: number;
}

/** Too many attempts: HTTP 429 with Retry-After (seconds), the envelope's response_code 429. */
export class Throttled extends SandboxError {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super(
      'too_many_attempts',
      text(
        `ลองหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งใน ${retryAfterS} วินาที`,
        `Too many attempts; please try again in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`,
      ),
      { status: 429 },
    );
    this.retryAfterS = retryAfterS;
  }
}

/** Most keys a throttle keeps before it drops the quiet ones, so a flood of addresses cannot grow it without end. */
const MAX_KEYS = 100_000;

/**
 * Counters kept in memory, read by the sandbox's clock (so the test clock ends a lock). A restart
 * forgets them: the sandbox is one process, and a restart is not in an attacker's hands.
 */
export class Throttle {
  readonly #rule: ThrottleRule;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();

  constructor(rule: ThrottleRule, now: () => number) {
    this.#rule = rule;
    this.#now = now;
  }

  #entry(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && now - entry.last >= this.#rule.windowMs && entry.lockedUntil <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Refuses with 429 while the key is locked. */
  check(key: string): void {
    const now = this.#now();
    const entry = this.#entry(key, now);
    if (entry && entry.lockedUntil > now) throw new Throttled(Math.ceil((entry.lockedUntil - now) / 1000));
  }

  /** Counts one event; from the `free`-th on, it locks the key for the next back-off. */
  record(key: string): void {
    const now = this.#now();
    if (this.#entries.size >= MAX_KEYS) this.#sweep(now);
    const entry = this.#entry(key, now) ?? { count: 0, last: now, lockedUntil: 0 };
    entry.count += 1;
    entry.last = now;
    const over = entry.count - this.#rule.free;
    if (over >= 0) entry.lockedUntil = now + Math.min(this.#rule.maxMs, this.#rule.baseMs * 2 ** over);
    this.#entries.set(key, entry);
  }

  /** Forgets the key (a right password clears its account's wrong ones). */
  clear(key: string): void {
    this.#entries.delete(key);
  }

  #sweep(now: number): void {
    for (const key of this.#entries.keys()) this.#entry(key, now);
    // Still full: the oldest keys go first (a Map keeps the order they came in).
    for (const key of this.#entries.keys()) {
      if (this.#entries.size < MAX_KEYS * 0.9) break;
      this.#entries.delete(key);
    }
  }
}

/** The four throttles of a sandbox. */
export interface Throttles {
  accountGuesses: Throttle;
  addressGuesses: Throttle;
  accountMails: Throttle;
  addressMails: Throttle;
}

export const createThrottles = (limits: Partial<ThrottleLimits>, now: () => number): Throttles => {
  const rules = { ...DEFAULT_THROTTLE_LIMITS, ...limits };
  return {
    accountGuesses: new Throttle(rules.accountGuesses, now),
    addressGuesses: new Throttle(rules.addressGuesses, now),
    accountMails: new Throttle(rules.accountMails, now),
    addressMails: new Throttle(rules.addressMails, now),
  };
};
