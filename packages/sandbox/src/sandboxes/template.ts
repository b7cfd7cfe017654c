import { chmod, copyFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DATABASE_FILE, openStore } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';

/**
 * A database migrated and seeded once, in `folder`, copied for each sandbox created after: its
 * schema and seed take some 20 ms of the server's thread, a copy none. It holds no secret (each
 * copy makes its own when first opened), and is made again at each start, for the schema of the
 * code that runs.
 */
export const makeTemplate = async (folder: string, now: number, passwordCost: number): Promise<string> => {
  await rm(folder, { recursive: true, force: true });
  const store = openStore(folder);
  try {
    migrate(store, now);
    await seed(store, now, passwordCost);
  } finally {
    // Closing the last connection moves the write-ahead log into the file, so the file is whole.
    store.close();
  }
  return join(folder, DATABASE_FILE);
};

/** A new sandbox's database in `folder` (which exists), a copy of the template: whole, or not there. */
export const copyTemplate = async (template: string, folder: string): Promise<void> => {
  const file = join(folder, DATABASE_FILE);
  await copyFile(template, `${file}.new`);
  await chmod(`${file}.new`, 0o600);
  await rename(`${file}.new`, file);
};
