import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { keepFirstSetting, readSetting } from '../data/settings.ts';
import { MEMORY } from '../db/database.ts';
import { httpFailure } from '../errors.ts';
import { type LogFormat, messageLine, requestLine } from '../http/log.ts';
import { applyDuePolicies } from '../policies.ts';
import { type SandboxAddresses, sandboxAddresses, sandboxHosts } from './addresses.ts';
import { newSandboxId, newSandboxKey, SANDBOX_ID } from './ids.ts';
import { type ContextSettings, closeContext, openContext } from './open.ts';

/** What the registry needs of the server it lives in. */
export interface RegistryOptions {
  /** The server's data folder (created sandboxes live in `sandboxes/<id>/` under it), or `:memory:`. */
  dataDir: string;
  /** The server's settings every sandbox is opened with; its own folder, log and addresses differ. */
  settings: Omit<ContextSettings, 'dataDir' | 'log' | 'logRequest' | 'publicUrl' | 'webUrl' | 'identifyKey'>;
  log: (line: string) => void;
  logFormat: LogFormat;
  /** Real time (or the injected clock): idle time is counted on it, never on a sandbox's test clock. */
  now: () => number;
  idleMs: number;
  max: number;
  /** The server's control key; with one, each sandbox gets a key of its own too. */
  serverKey: string | undefined;
  /** Whether the server has its controls on; a created sandbox has them when it does. */
  controls: boolean;
  webRoot: string | undefined;
  /** The Host headers the server answers, and its public origin (both known once it listens). */
  hosts: ReadonlySet<string>;
  origin: () => string;
  /** Makes a sandbox's app (app.ts createApp), handed in: the server is made of the registry, not the reverse. */
  createApp: (
    ctx: SandboxContext,
    options: {
      controls: { keys: readonly string[] } | undefined;
      webRoot: string | undefined;
      hosts: ReadonlySet<string>;
    },
  ) => Hono;
}

/** One created sandbox: its context, reached by path (`/sandboxes/<id>/...`) or by its web host. */
export interface Entry {
  id: string;
  name: string;
  createdAt: number;
  lastUsed: number;
  key: string | undefined;
  addresses: SandboxAddresses;
  ctx: SandboxContext;
  /** The app answering under `/sandboxes/<id>/`: its links and callbacks carry that prefix. */
  byPath: Hono;
  /** The app answering at `<id>.<host>`: the web app, its card page and links on that origin. */
  byHost: Hono;
  hosts: ReadonlySet<string>;
}

const NAME_SETTING = 'sandbox_name';
const CREATED_SETTING = 'sandbox_created_at';
const KEY_SETTING = 'sandbox_control_key';

/**
 * The sandboxes created on this server beside the default one. Each has a database of its own
 * (a folder under the data dir, or memory), so customers, bookings, inventory, outbox, throttles
 * and the test clock never meet another's. One left unused for `idleMs` is deleted; deleting
 * removes its folder.
 */
export class SandboxRegistry {
  readonly #options: RegistryOptions;
  readonly #entries = new Map<string, Entry>();

  constructor(options: RegistryOptions) {
    this.#options = options;
  }

  #folder(id: string): string {
    return this.#options.dataDir === MEMORY ? MEMORY : join(this.#options.dataDir, 'sandboxes', id);
  }

  async #open(
    id: string,
    made: { name: string; createdAt: number; key: string | undefined },
  ): Promise<Entry> {
    const options = this.#options;
    const addresses = sandboxAddresses(options.origin(), id);
    const { logFormat } = options;
    const base = await openContext({
      ...options.settings,
      dataDir: this.#folder(id),
      log: (line) => options.log(messageLine(logFormat, line, id)),
      logRequest: (entry) => options.log(requestLine(logFormat, entry, id)),
      publicUrl: addresses.api,
      webUrl: addresses.web,
    });
    const setting = (key: string, value: string) => keepFirstSetting(base.store, key, value);
    setting(NAME_SETTING, made.name);
    setting(CREATED_SETTING, String(made.createdAt));
    if (made.key) setting(KEY_SETTING, made.key);
    const hosts = sandboxHosts(id, options.hosts);
    const controls = options.controls
      ? { keys: [options.serverKey, made.key].filter((key): key is string => Boolean(key)) }
      : undefined;
    const byHost: SandboxContext = { ...base, publicUrl: addresses.web };
    return {
      id,
      ...made,
      lastUsed: options.now(),
      addresses,
      ctx: base,
      byPath: options.createApp(base, { controls, webRoot: undefined, hosts: options.hosts }),
      byHost: options.createApp(byHost, { controls, webRoot: options.webRoot, hosts }),
      hosts,
    };
  }

  /** Reopens the sandboxes a previous run left in the data folder. */
  async load(): Promise<void> {
    if (this.#options.dataDir === MEMORY) return;
    const folder = join(this.#options.dataDir, 'sandboxes');
    if (!existsSync(folder)) return;
    for (const id of readdirSync(folder)) {
      if (!SANDBOX_ID.test(id)) continue;
      const entry = await this.#open(id, { name: '', createdAt: this.#options.now(), key: undefined });
      const read = (key: string) => readSetting(entry.ctx.store, key);
      entry.name = read(NAME_SETTING) ?? '';
      entry.createdAt = Number(read(CREATED_SETTING)) || entry.createdAt;
      entry.key = read(KEY_SETTING);
      this.#entries.set(id, entry);
    }
  }

  async create(name: string): Promise<Entry> {
    this.sweep();
    if (this.#entries.size >= this.#options.max) {
      throw httpFailure(
        'conflict',
        `This server holds at most ${this.#options.max} sandboxes: delete one, or wait for an unused one to expire.`,
      );
    }
    let id = newSandboxId();
    while (this.#entries.has(id)) id = newSandboxId();
    const key = this.#options.serverKey ? newSandboxKey() : undefined;
    const entry = await this.#open(id, { name, createdAt: this.#options.now(), key });
    this.#entries.set(id, entry);
    return entry;
  }

  /** The sandbox, marked as used now; undefined when there is none (or it just expired). */
  use(id: string): Entry | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (this.#expired(entry)) {
      this.delete(id);
      return undefined;
    }
    entry.lastUsed = this.#options.now();
    return entry;
  }

  /** The sandbox whose web host `host` is, if any. */
  byHost(host: string): Entry | undefined {
    const id = /^(sb-[a-z0-9]{10})\./.exec(host)?.[1];
    const entry = id === undefined ? undefined : this.#entries.get(id);
    return entry?.hosts.has(host) ? this.use(entry.id) : undefined;
  }

  list(): Entry[] {
    this.sweep();
    return [...this.#entries.values()].sort((a, b) => a.createdAt - b.createdAt);
  }

  expiresAt(entry: Entry): number {
    return entry.lastUsed + this.#options.idleMs;
  }

  #expired(entry: Entry): boolean {
    return this.#options.now() >= this.expiresAt(entry);
  }

  /** Closes the sandbox and removes its data; false when there was none. */
  delete(id: string): boolean {
    const entry = this.#entries.get(id);
    if (!entry) return false;
    this.#entries.delete(id);
    closeContext(entry.ctx);
    const folder = this.#folder(id);
    if (folder !== MEMORY) rmSync(folder, { recursive: true, force: true });
    this.#options.log(messageLine(this.#options.logFormat, 'deleted', id));
    return true;
  }

  /** Deletes every sandbox left unused for the idle time. */
  sweep(): void {
    for (const entry of [...this.#entries.values()]) if (this.#expired(entry)) this.delete(entry.id);
  }

  /** The overdue policy of every sandbox (the default one runs its own). */
  applyDuePolicies(): void {
    for (const entry of this.#entries.values()) applyDuePolicies(entry.ctx);
  }

  /** Closes every sandbox, keeping its data (a restart reopens it). */
  close(): void {
    for (const entry of this.#entries.values()) closeContext(entry.ctx);
    this.#entries.clear();
  }
}
