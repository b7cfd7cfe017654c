import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a created sandbox keeps beside its database, read at each start: `sandbox.json`. */
export interface SandboxMeta {
  name: string;
  createdAt: number;
  /** SHA-256 of its control key, hex; none when the server has no key. */
  keyDigest?: string;
}

export const META_FILE = 'sandbox.json';

const DIGEST = /^[0-9a-f]{64}$/;

/** Written whole or not at all: a crash while writing leaves the previous file. */
export const writeMeta = async (folder: string, meta: SandboxMeta): Promise<void> => {
  const file = join(folder, META_FILE);
  await writeFile(`${file}.new`, JSON.stringify(meta), { mode: 0o600 });
  await rename(`${file}.new`, file);
};

/** The folder's metadata; undefined when it has none (a sandbox made before it was kept there). */
export const readMeta = async (folder: string): Promise<SandboxMeta | undefined> => {
  let text: string;
  try {
    text = await readFile(join(folder, META_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const raw = JSON.parse(text) as Partial<Record<keyof SandboxMeta, unknown>>;
  return {
    name: typeof raw.name === 'string' ? raw.name : '',
    createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : 0,
    // A digest that is not one matches no key: the sandbox then answers the server's key only.
    ...(typeof raw.keyDigest === 'string' && DIGEST.test(raw.keyDigest) ? { keyDigest: raw.keyDigest } : {}),
  };
};
