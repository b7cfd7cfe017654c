/** Most event streams open at once, per payment, per address and in all; docs/security.md says why. */
export interface StreamLimits {
  perPayment: number;
  perAddress: number;
  total: number;
}

export const STREAM_LIMITS: StreamLimits = { perPayment: 4, perAddress: 16, total: 512 };

/**
 * The open event streams, counted per payment and per address, so one client cannot hold every
 * file descriptor of the process open (each stream is a socket). In memory: a stream does not
 * outlive the process.
 */
export class StreamSlots {
  readonly #limits: StreamLimits;
  readonly #perPayment = new Map<string, number>();
  readonly #perAddress = new Map<string, number>();
  #total = 0;

  constructor(limits: StreamLimits = STREAM_LIMITS) {
    this.#limits = limits;
  }

  /** Takes a slot, or returns undefined when a limit is reached; the release function gives it back once. */
  take(uuid: string, address: string): (() => void) | undefined {
    const payment = this.#perPayment.get(uuid) ?? 0;
    const from = this.#perAddress.get(address) ?? 0;
    if (payment >= this.#limits.perPayment || from >= this.#limits.perAddress) return undefined;
    if (this.#total >= this.#limits.total) return undefined;
    this.#perPayment.set(uuid, payment + 1);
    this.#perAddress.set(address, from + 1);
    this.#total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      lower(this.#perPayment, uuid);
      lower(this.#perAddress, address);
    };
  }
}

const lower = (counts: Map<string, number>, key: string): void => {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
};
