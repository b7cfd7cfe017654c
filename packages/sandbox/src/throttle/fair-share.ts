import type { Text } from '../language/text.ts';
import { Throttled } from './throttle.ts';

/**
 * Who a costly job is for: the sandbox (any object standing for it alone, such as its store) and
 * the customer in it (an account id, or the email a registration is for).
 */
export interface Tenant {
  sandbox: object;
  customer: string;
}

/** How a costly kind of work (decoding an upload, drawing a PDF) is shared out. */
export interface FairShareLimits {
  /** Jobs running at once, on the whole server. */
  running: number;
  /** Jobs one customer may have waiting or running; the next one is refused. */
  perCustomer: number;
  /** Jobs one sandbox may have waiting or running, all its customers together. */
  perSandbox: number;
  /** Jobs waiting or running on the whole server: a bound on the memory their inputs hold. */
  total: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfterS: number;
}

/** What a refusal says, in both languages, given the seconds to wait. */
export interface FairShareRefusals {
  customer: (retryAfterS: number) => Text;
  sandbox: (retryAfterS: number) => Text;
}

interface SandboxShare {
  held: number;
  /** Each customer's jobs held, and the turns of those waiting, in round-robin order. */
  customers: Map<string, { held: number; waiting: (() => void)[] }>;
}

/**
 * One server-wide queue that serves sandboxes in turn, and within a sandbox its customers in turn,
 * rather than first come first served: a tenant keeping many jobs in flight waits behind its own,
 * while another's next job runs as soon as a slot frees. A tenant over its share is refused at
 * once (429), and others keep being served.
 */
export class FairShare {
  readonly #limits: FairShareLimits;
  readonly #refusals: FairShareRefusals;
  /** Sandboxes holding jobs, in round-robin order (a Map keeps the order its keys were set in). */
  readonly #sandboxes = new Map<object, SandboxShare>();
  #running = 0;
  #held = 0;

  constructor(limits: FairShareLimits, refusals: FairShareRefusals) {
    this.#limits = limits;
    this.#refusals = refusals;
  }

  /** Runs `work` in the tenant's turn, or refuses with 429 when the tenant holds its share already. */
  async run<T>(tenant: Tenant, work: () => Promise<T>): Promise<T> {
    const limits = this.#limits;
    const sandbox = this.#sandboxes.get(tenant.sandbox) ?? { held: 0, customers: new Map() };
    const customer = sandbox.customers.get(tenant.customer) ?? { held: 0, waiting: [] };
    if (customer.held >= limits.perCustomer)
      throw new Throttled(limits.retryAfterS, this.#refusals.customer(limits.retryAfterS));
    if (sandbox.held >= limits.perSandbox || this.#held >= limits.total)
      throw new Throttled(limits.retryAfterS, this.#refusals.sandbox(limits.retryAfterS));
    sandbox.held += 1;
    customer.held += 1;
    this.#held += 1;
    if (!this.#sandboxes.has(tenant.sandbox)) this.#sandboxes.set(tenant.sandbox, sandbox);
    if (!sandbox.customers.has(tenant.customer)) sandbox.customers.set(tenant.customer, customer);
    try {
      if (this.#running < limits.running) this.#running += 1;
      else await new Promise<void>((resolve) => customer.waiting.push(resolve));
      return await work();
    } finally {
      sandbox.held -= 1;
      customer.held -= 1;
      this.#held -= 1;
      if (customer.held === 0) sandbox.customers.delete(tenant.customer);
      if (sandbox.held === 0) this.#sandboxes.delete(tenant.sandbox);
      const next = this.#nextTurn();
      if (next) next();
      else this.#running -= 1;
    }
  }

  /**
   * The first waiting job of the first sandbox in the ring that has one, from its first customer
   * that has one; both then go to the back of their rings.
   */
  #nextTurn(): (() => void) | undefined {
    for (const [key, sandbox] of this.#sandboxes) {
      for (const [name, customer] of sandbox.customers) {
        const turn = customer.waiting.shift();
        if (!turn) continue;
        sandbox.customers.delete(name);
        sandbox.customers.set(name, customer);
        this.#sandboxes.delete(key);
        this.#sandboxes.set(key, sandbox);
        return turn;
      }
    }
    return undefined;
  }
}
