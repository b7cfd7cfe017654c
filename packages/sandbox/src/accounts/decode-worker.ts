import { parentPort, workerData } from 'node:worker_threads';
import { decodes } from './decodes.ts';

/**
 * Decodes one upload off the server's thread (accounts/image.ts starts it with a memory and a
 * time limit) and posts whether it decoded whole.
 */
const { mime, bytes, maxPixels } = workerData as { mime: string; bytes: Uint8Array; maxPixels: number };

parentPort?.postMessage(decodes(mime, bytes, maxPixels));
