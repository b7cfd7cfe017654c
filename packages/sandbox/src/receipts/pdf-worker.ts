import { parentPort } from 'node:worker_threads';

/**
 * Draws PDFs off the server's thread (receipts/pdf-drawing.ts starts it and hands it one drawing
 * at a time): imports the module that draws, calls its drawing function, posts the bytes back.
 */
interface Job {
  id: number;
  url: string;
  name: string;
  document: unknown;
}

parentPort?.on('message', async ({ id, url, name, document }: Job) => {
  try {
    const draw = (await import(url))[name] as (document: unknown) => Buffer;
    parentPort?.postMessage({ id, pdf: draw(document) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
