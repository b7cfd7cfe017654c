import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { keyDigest } from '../crypto/control-keys.ts';
import { deleteSetting, readSetting } from '../data/settings.ts';
import { DATABASE_FILE, MEMORY, openStore } from '../db/database.ts';
import { httpFailure } from '../errors.ts';
import { type LogFormat, messageLine, requestLine } from '../http/log.ts';
import { applyDuePolicies } from '../policies.ts';
import { type SandboxAddresses, sandboxAddresses, sandboxHosts } from './addresses.ts';
import { removeFolder } from './folder.ts';
import { newSandboxId, newSandboxKey, SANDBOX_ID } from './ids.ts';
import { readMeta, type SandboxMeta, writeMeta } from './meta.ts';
import { type ContextSettings, closeContext, openContext } from './open.ts';
import { copyTemplate, makeTemplate } from './template.ts';

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
      controls: { keyDigests: readonly Buffer[] } | undefined;
      webRoot: string | undefined;
      hosts: ReadonlySet<string>;
    },
  ) => Hono;
}

/** One created sandbox as the registry lists it: a few fields; its database is opened when used. */
export interface Entry {
  id: string;
  name: string;
  createdAt: number;
  lastUsed: number;
  /** SHA-256 of its own control key (never the key); undefined when the server has no key. */
  keyDigest: Buffer | undefined;
  addresses: SandboxAddresses;
  hosts: ReadonlySet<string>;
}

/** A sandbox in use: its context, reached by path (`/sandboxes/<id>/...`) or by its web host. */
export interface OpenSandbox {
  ctx: SandboxContext;
  /** The app answering under `/sandboxes/<id>/`: its links and callbacks carry that prefix. */
  byPath: Hono;
  /** The app answering at `<id>.<host>`: the web app, its card page and links on that origin. */
  byHost: Hono;
}

/** Where a sandbox made before `sandbox.json` kept its name, creation time and (unhashed) key. */
const NAME_SETTING = 'sandbox_name';
const CREATED_SETTING = 'sandbox_created_at';
const KEY_SETTING = 'sandbox_control_key';

/**
 * An open sandbox's database unused this long is closed (and opened again when next used), so
 * memory goes to the sandboxes in use. Longer than any request or payment event stream lasts.
 */
const CLOSE_UNUSED_MS = 10 * 60 * 1000;

/** In the data folder, beside `sandboxes/`, which holds only sandboxes. */
const TEMPLATE_FOLDER = 'sandbox-template';

const closeOpened = async (opening: Promise<OpenSandbox> | undefined): Promise<void> => {
  const open = await opening?.catch(() => undefined);
  if (open) closeContext(open.ctx);
};

/**
 * The sandboxes created on this server beside the default one. Each has a database of its own
 * (a folder under the data dir, or memory), so customers, bookings, inventory, outbox, throttles
 * and the test clock never meet another's. A new one is a copy of a template database, opened
 * when first used; its name, creation time and key digest are kept in its `sandbox.json`, so a
 * restart knows it without opening it; its database is closed again after CLOSE_UNUSED_MS unused.
 * One left unused for `idleMs` is deleted; deleting closes its database and removes its folder,
 * one sandbox at a time between other requests.
 */
export class SandboxRegistry {
  readonly #options: RegistryOptions;
  readonly #entries = new Map<string, Entry>();
  /** Sandboxes opened, or being opened, by id. */
  readonly #opening = new Map<string, Promise<OpenSandbox>>();
  readonly #open = new Map<string, OpenSandbox>();
  /** Creates under way: they hold a place under the limit before their first await. */
  #reserved = 0;
  #template: Promise<string> | undefined;
  /** Closing databases and removing folders, one after another. */
  #queue: Promise<void> = Promise.resolve();

  constructor(options: RegistryOptions) {
    this.#options = options;
  }

  #folder(id: string): string {
    return this.#options.dataDir === MEMORY ? MEMORY : join(this.#options.dataDir, 'sandboxes', id);
  }

  #entry(id: string, meta: SandboxMeta): Entry {
    return {
      id,
      name: meta.name,
      createdAt: meta.createdAt || this.#options.now(),
      lastUsed: this.#options.now(),
      keyDigest: meta.keyDigest === undefined ? undefined : Buffer.from(meta.keyDigest, 'hex'),
      addresses: sandboxAddresses(this.#options.origin(), id),
      hosts: sandboxHosts(id, this.#options.hosts),
    };
  }

  async #openSandbox(entry: Entry): Promise<OpenSandbox> {
    const options = this.#options;
    const { logFormat } = options;
    const ctx = await openContext({
      ...options.settings,
      dataDir: this.#folder(entry.id),
      log: (line) => options.log(messageLine(logFormat, line, entry.id)),
      logRequest: (line) => options.log(requestLine(logFormat, line, entry.id)),
      publicUrl: entry.addresses.api,
      webUrl: entry.addresses.web,
    });
    const serverDigest = options.serverKey === undefined ? undefined : keyDigest(options.serverKey);
    const controls = options.controls
      ? { keyDigests: [serverDigest, entry.keyDigest].filter((digest) => digest !== undefined) }
      : undefined;
    const byHost: SandboxContext = { ...ctx, publicUrl: entry.addresses.web };
    return {
      ctx,
      byPath: options.createApp(ctx, { controls, webRoot: undefined, hosts: options.hosts }),
      byHost: options.createApp(byHost, { controls, webRoot: options.webRoot, hosts: entry.hosts }),
    };
  }

  /** The sandbox's apps, its database opened on first use; undefined once it is deleted. */
  opened(entry: Entry): Promise<OpenSandbox> | undefined {
    if (this.#entries.get(entry.id) !== entry) return undefined;
    let opening = this.#opening.get(entry.id);
    if (!opening) {
      const started = this.#openSandbox(entry);
      this.#opening.set(entry.id, started);
      started.then(
        (open) => {
          if (this.#opening.get(entry.id) === started) this.#open.set(entry.id, open);
        },
        () => this.#opening.delete(entry.id),
      );
      opening = started;
    }
    return opening;
  }

  /** The template database, made at the first create of this run. */
  #templateFile(): Promise<string> {
    const { settings, dataDir } = this.#options;
    this.#template ??= makeTemplate(
      join(dataDir, TEMPLATE_FOLDER),
      settings.now(),
      settings.passwordCost,
    ).catch((error: unknown) => {
      this.#template = undefined;
      throw error;
    });
    return this.#template;
  }

  /** Its folder: a copy of the template and its `sandbox.json`; removed again when either fails. */
  async #makeFolder(id: string, meta: SandboxMeta): Promise<void> {
    const template = await this.#templateFile();
    const folder = this.#folder(id);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    try {
      await copyTemplate(template, folder);
      await writeMeta(folder, meta);
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  }

  /** A sandbox made before `sandbox.json`: read from its settings, its key kept hashed from now on. */
  async #metaFromSettings(id: string): Promise<SandboxMeta> {
    if (!existsSync(join(this.#folder(id), DATABASE_FILE))) throw new Error(`no ${DATABASE_FILE}`);
    const store = openStore(this.#folder(id));
    try {
      const key = readSetting(store, KEY_SETTING);
      const meta = {
        name: readSetting(store, NAME_SETTING) ?? '',
        createdAt: Number(readSetting(store, CREATED_SETTING)) || 0,
        ...(key ? { keyDigest: keyDigest(key).toString('hex') } : {}),
      };
      await writeMeta(this.#folder(id), meta);
      deleteSetting(store, KEY_SETTING);
      return meta;
    } finally {
      store.close();
    }
  }

  /** Knows again the sandboxes a previous run left in the data folder (opened when used). */
  async load(): Promise<void> {
    if (this.#options.dataDir === MEMORY) return;
    const folder = join(this.#options.dataDir, 'sandboxes');
    if (!existsSync(folder)) return;
    for (const id of await readdir(folder)) {
      if (!SANDBOX_ID.test(id)) continue;
      try {
        const meta = (await readMeta(this.#folder(id))) ?? (await this.#metaFromSettings(id));
        this.#entries.set(id, this.#entry(id, meta));
      } catch (error) {
        // One unreadable folder (a disk fault, a hand edit) leaves the others and the server up.
        const message = `error: not loaded, its folder is left as it is: ${error instanceof Error ? error.message : String(error)}`;
        this.#options.log(messageLine(this.#options.logFormat, message, id));
      }
    }
  }

  /** A new sandbox, and its key (shown this once: only its digest is kept). */
  async create(name: string): Promise<{ entry: Entry; key: string | undefined }> {
    this.sweep();
    // Counted and reserved before any await, so creates in parallel never pass the limit together.
    if (this.#entries.size + this.#reserved >= this.#options.max) {
      throw httpFailure(
        'conflict',
        `This server holds at most ${this.#options.max} sandboxes: delete one, or wait for an unused one to expire.`,
      );
    }
    this.#reserved += 1;
    try {
      let id = newSandboxId();
      while (this.#entries.has(id) || this.#opening.has(id)) id = newSandboxId();
      const key = this.#options.serverKey ? newSandboxKey() : undefined;
      const meta: SandboxMeta = {
        name,
        createdAt: this.#options.now(),
        ...(key ? { keyDigest: keyDigest(key).toString('hex') } : {}),
      };
      const entry = this.#entry(id, meta);
      if (this.#options.dataDir === MEMORY) {
        // A database in memory is the sandbox: it is made now and stays open until deleted.
        const open = await this.#openSandbox(entry);
        this.#opening.set(id, Promise.resolve(open));
        this.#open.set(id, open);
      } else {
        await this.#makeFolder(id, meta);
      }
      this.#entries.set(id, entry);
      return { entry, key };
    } finally {
      this.#reserved -= 1;
    }
  }

  /** The sandbox, marked as used now; undefined when there is none (or it just expired). */
  use(id: string): Entry | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (this.#expired(entry)) {
      void this.#remove(entry);
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
  async delete(id: string): Promise<boolean> {
    const entry = this.#entries.get(id);
    if (!entry) return false;
    await this.#remove(entry);
    return true;
  }

  /** Takes the sandbox's database out of use (its close is queued), so its next use opens it again. */
  #detach(id: string): Promise<OpenSandbox> | undefined {
    const opening = this.#opening.get(id);
    this.#opening.delete(id);
    this.#open.delete(id);
    return opening;
  }

  /**
   * Runs after the work queued before, in a turn of its own, so a thousand sandboxes expiring
   * together never hold the thread at once.
   */
  #enqueue(id: string, work: () => Promise<void>): Promise<void> {
    const done = this.#queue.then(async () => {
      await nextTurn();
      await work();
    });
    this.#queue = done.catch((error: unknown) => {
      this.#options.log(messageLine(this.#options.logFormat, `error: ${String(error)}`, id));
    });
    return done;
  }

  /** Gone from the list at once; its database closed and its folder removed in the queue's turn. */
  #remove(entry: Entry): Promise<void> {
    this.#entries.delete(entry.id);
    const opening = this.#detach(entry.id);
    return this.#enqueue(entry.id, async () => {
      await closeOpened(opening);
      const folder = this.#folder(entry.id);
      if (folder !== MEMORY) await removeFolder(folder);
      this.#options.log(messageLine(this.#options.logFormat, 'deleted', entry.id));
    });
  }

  /**
   * Deletes every sandbox left unused for the idle time, and closes the database of one unused
   * for CLOSE_UNUSED_MS (one in memory stays open: it is its data).
   */
  sweep(): void {
    const now = this.#options.now();
    for (const entry of this.#entries.values()) {
      if (this.#expired(entry)) {
        void this.#remove(entry);
      } else if (
        this.#options.dataDir !== MEMORY &&
        now - entry.lastUsed >= CLOSE_UNUSED_MS &&
        this.#opening.has(entry.id)
      ) {
        const opening = this.#detach(entry.id);
        void this.#enqueue(entry.id, () => closeOpened(opening));
      }
    }
  }

  /** The overdue policy of every open sandbox (the default one runs its own; a closed one's runs when read). */
  applyDuePolicies(): void {
    for (const open of this.#open.values()) applyDuePolicies(open.ctx);
  }

  /** Closes every sandbox, keeping its data (a restart knows it again), once the queued work ends. */
  async close(): Promise<void> {
    const opening = [...this.#opening.values()];
    this.#entries.clear();
    this.#opening.clear();
    this.#open.clear();
    for (const result of await Promise.allSettled(opening)) {
      if (result.status === 'fulfilled') closeContext(result.value.ctx);
    }
    await this.#queue;
  }
}
