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
  server: (retryAfterS: number) => Text;
}

/** What one sandbox, or one customer in it, holds: its jobs waiting or running, and its last turn. */
interface Share {
  held: number;
  /** When it was last served, as a count of turns given (0: never). */
  served: number;
}

interface CustomerShare extends Share {
  waiting: (() => void)[];
}

interface SandboxShare extends Share {
  customers: Map<string, CustomerShare>;
}

/**
 * One server-wide queue that serves the sandbox served least recently, and within it the
 * customer served least recently, rather than first come first served: a tenant keeping many
 * jobs in flight waits behind its own, while another's next job runs as soon as a slot frees. A
 * tenant over its share is refused at once (429), and others keep being served.
 */
export class FairShare {
  readonly #limits: FairShareLimits;
  readonly #refusals: FairShareRefusals;
  /** Sandboxes holding jobs; one is forgotten when it holds none. */
  readonly #sandboxes = new Map<object, SandboxShare>();
  #running = 0;
  #held = 0;
  #turns = 0;

  constructor(limits: FairShareLimits, refusals: FairShareRefusals) {
    this.#limits = limits;
    this.#refusals = refusals;
  }

  /** Runs `work` in the tenant's turn, or refuses with 429 when the tenant holds its share already. */
  async run<T>(tenant: Tenant, work: () => Promise<T>): Promise<T> {
    const limits = this.#limits;
    const refuse = (message: (retryAfterS: number) => Text) =>
      new Throttled(limits.retryAfterS, message(limits.retryAfterS));
    const sandbox = this.#sandboxes.get(tenant.sandbox) ?? { held: 0, served: 0, customers: new Map() };
    const customer = sandbox.customers.get(tenant.customer) ?? { held: 0, served: 0, waiting: [] };
    if (customer.held >= limits.perCustomer) throw refuse(this.#refusals.customer);
    if (sandbox.held >= limits.perSandbox) throw refuse(this.#refusals.sandbox);
    if (this.#held >= limits.total) throw refuse(this.#refusals.server);
    sandbox.held += 1;
    customer.held += 1;
    this.#held += 1;
    this.#sandboxes.set(tenant.sandbox, sandbox);
    sandbox.customers.set(tenant.customer, customer);
    try {
      if (this.#running < limits.running) {
        this.#running += 1;
        this.#serve(sandbox, customer);
      } else await new Promise<void>((resolve) => customer.waiting.push(resolve));
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

  #serve(sandbox: Share, customer: Share): void {
    this.#turns += 1;
    sandbox.served = this.#turns;
    customer.served = this.#turns;
  }

  /** The first waiting job of the customer served least recently in the sandbox served least recently. */
  #nextTurn(): (() => void) | undefined {
    let pick: { sandbox: SandboxShare; customer: CustomerShare } | undefined;
    for (const sandbox of this.#sandboxes.values()) {
      if (pick && sandbox.served >= pick.sandbox.served) continue;
      let customer: CustomerShare | undefined;
      for (const other of sandbox.customers.values())
        if (other.waiting.length > 0 && (!customer || other.served < customer.served)) customer = other;
      if (customer) pick = { sandbox, customer };
    }
    if (!pick) return undefined;
    this.#serve(pick.sandbox, pick.customer);
    return pick.customer.waiting.shift();
  }
}
