import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/db/migrations/index.ts';

const folder = new URL('../src/db/migrations/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => /^\d{3}-[a-z0-9-]+\.ts$/.test(name))
  .sort();

/** One file per migration, named by its version, each listed once and in version order. */
describe('the migration files', () => {
  it('name each migration by its version', async () => {
    for (const file of files) {
      const { migration } = (await import(new URL(file, folder).href)) as {
        migration: { version: number };
      };
      expect(migration.version, file).toBe(Number(file.slice(0, 3)));
    }
  });

  it('are all listed, in version order, with no version twice', () => {
    const versions = MIGRATIONS.map((migration) => migration.version);
    expect(versions).toEqual(files.map((file) => Number(file.slice(0, 3))));
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });
});
