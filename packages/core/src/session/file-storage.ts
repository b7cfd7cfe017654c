import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage } from './storage.ts';

/**
 * localStorage semantics over one JSON file, for the CLI. Node only: reach it through
 * `@self-storage/core/node`, never the browser entry. The file holds the session token, so it is
 * created readable by its owner only, and written through a temporary file and a rename so a
 * crash never leaves half a file.
 */
export class FileStorage implements KeyValueStorage {
  readonly #path: string;

  constructor(path: string) {
    this.#path = path;
  }

  get path(): string {
    return this.#path;
  }

  getItem(key: string): string | null {
    return this.#read()[key] ?? null;
  }

  setItem(key: string, value: string): void {
    this.#write({ ...this.#read(), [key]: String(value) });
  }

  removeItem(key: string): void {
    const items = this.#read();
    if (!(key in items)) return;
    delete items[key];
    this.#write(items);
  }

  /** Read on every call so several CLI processes see each other's writes. */
  #read(): Record<string, string> {
    let text: string;
    try {
      text = readFileSync(this.#path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    } catch {
      // A corrupt file is treated as empty; the next write replaces it.
      return {};
    }
  }

  #write(items: Record<string, string>): void {
    mkdirSync(dirname(this.#path), { recursive: true, mode: 0o700 });
    const temporary = `${this.#path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(items, null, 2)}\n`, { mode: 0o600 });
    // The mode above applies only to new files; a stale temporary keeps its old one.
    chmodSync(temporary, 0o600);
    renameSync(temporary, this.#path);
  }
}
