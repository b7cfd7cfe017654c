import { createHash } from 'node:crypto';

/**
 * A control key as it is kept and compared: its SHA-256, never the key. A created sandbox's key
 * is 32 random bytes, so an unsalted hash is enough that what is kept cannot be turned back into it.
 */
export const keyDigest = (key: string): Buffer => createHash('sha256').update(key).digest();
