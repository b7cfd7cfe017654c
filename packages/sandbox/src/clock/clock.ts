import { readSetting, writeSetting } from '../data/settings.ts';
import type { Store } from '../db/store.ts';
import { bangkokDateTime } from '../time.ts';

const OFFSET_SETTING = 'clock_offset_ms';

/**
 * The sandbox's time: the injected (or real) clock plus an offset that the test clock control
 * moves, like a payment provider's test clocks. Every time rule reads `now()`, so advancing it
 * expires sessions, codes, QRs and holds, and moves "today" and the due dates along. The offset
 * is kept in the settings table: a restart keeps the time QA moved to.
 */
export class SandboxClock {
  readonly #base: () => number;
  readonly #store: Store;
  #offsetMs: number;

  constructor(base: () => number, store: Store) {
    this.#base = base;
    this.#store = store;
    const kept = readSetting(store, OFFSET_SETTING);
    this.#offsetMs = kept === undefined ? 0 : Number(kept) || 0;
  }

  readonly now = (): number => this.#base() + this.#offsetMs;

  get offsetMs(): number {
    return this.#offsetMs;
  }

  /**
   * Puts the time `offsetMs` ahead of the base clock. The caller works out the offset from one
   * reading of the base, so a move is exact to the millisecond however long it takes.
   */
  moveTo(offsetMs: number): void {
    this.#save(offsetMs);
  }

  /** Back to the real (or injected) time. */
  reset(): void {
    this.#save(0);
  }

  #save(offsetMs: number): void {
    this.#offsetMs = offsetMs;
    writeSetting(this.#store, OFFSET_SETTING, String(offsetMs));
  }

  /** What the sandbox's pages show: the time, and how far the test clock moved it. */
  describe(): string {
    const moved =
      this.#offsetMs === 0 ? '' : ` (test clock: ${formatDuration(this.#offsetMs)} from real time)`;
    return `Sandbox time: ${bangkokDateTime(this.now())}${moved}`;
  }
}

const UNITS: ReadonlyArray<[string, number]> = [
  ['w', 7 * 24 * 3600 * 1000],
  ['d', 24 * 3600 * 1000],
  ['h', 3600 * 1000],
  ['m', 60 * 1000],
  ['s', 1000],
];
const UNIT_MS: Readonly<Record<string, number>> = Object.fromEntries(UNITS);

/**
 * `13h`, `90m`, `1d12h`, `10m30s`, `2w`, `1.5h`: whole milliseconds, or undefined when it is no
 * such duration. Counted in integers (a fraction's digits over its power of ten, rounded once per
 * part), so steps add up exactly: 30 × `1h` is 30 hours to the millisecond.
 */
export const parseDuration = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!/^(\d+(\.\d+)?[wdhms])+$/.test(trimmed)) return undefined;
  let ms = 0;
  for (const [, whole, fraction = '', unit] of trimmed.matchAll(/(\d+)(?:\.(\d+))?([wdhms])/g)) {
    const size = UNIT_MS[unit as string] ?? 0;
    ms += Number(whole) * size;
    if (fraction) ms += Math.round((Number(fraction) * size) / 10 ** fraction.length);
  }
  return Number.isSafeInteger(ms) ? ms : undefined;
};

/** `+1d 1h`, `-30m`: a signed offset in the units QA types. */
export const formatDuration = (ms: number): string => {
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    if (unit === 'w') continue;
    const amount = Math.floor(rest / size);
    if (amount > 0) parts.push(`${amount}${unit}`);
    rest -= amount * size;
  }
  return `${ms < 0 ? '-' : '+'}${parts.join(' ') || '0s'}`;
};
