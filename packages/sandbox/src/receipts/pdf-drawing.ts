import { Worker } from 'node:worker_threads';
import { text } from '../language/text.ts';
import { FairShare, type FairShareLimits, type Tenant } from '../throttle/fair-share.ts';

/** The drawings the worker (tax/pdf-worker.ts) knows, by name. */
export type DrawingName = 'receipt' | 'taxInvoice' | 'creditNote';

/** A drawing function of the worker, by its name; `D` is the document it draws. */
export interface Drawing<D> {
  name: DrawingName;
  /** Never set: it ties the drawing to its document's type. */
  document?: D;
}

/**
 * Drawings share the server fairly (throttle/fair-share.ts): one at a time in the one worker,
 * served to sandboxes and their customers in turn. A receipt takes some tens of milliseconds, so
 * a customer may have ten waiting or drawing (a year of monthly bills), a sandbox twenty.
 */
const DRAW_SHARES: FairShareLimits = {
  running: 1,
  perCustomer: 10,
  perSandbox: 20,
  total: 64,
  retryAfterS: 2,
};
/** A drawing that takes longer stops the worker (a new one starts for the next). */
const DRAW_TIMEOUT_MS = 15_000;
/** pdfkit with the Thai fonts loaded needs some 60 MB; a page of text little more. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

const drawTurns = new FairShare(DRAW_SHARES, {
  customer: (seconds) => text('server.replies.receipts.busyAccount', { seconds }),
  sandbox: (seconds) => text('server.replies.receipts.busySandbox', { seconds }),
  server: (seconds) => text('server.replies.receipts.busyServer', { seconds }),
});

interface Answer {
  id: number;
  pdf?: Uint8Array;
  error?: string;
}

/** The drawing waiting for the worker's answer: one at a time, as the fair share runs them. */
let waiting: { id: number; settle: (answer: Answer) => void } | undefined;
let worker: Worker | undefined;
let lastId = 0;

/** The worker, started at the first drawing; it does not keep the process alive. */
const drawingWorker = (): Worker => {
  if (worker) return worker;
  const started = new Worker(new URL('../tax/pdf-worker.ts', import.meta.url), {
    resourceLimits: WORKER_LIMITS,
  });
  started.unref();
  started.on('message', (answer: Answer) => {
    if (waiting?.id === answer.id) waiting.settle(answer);
  });
  // Out of memory, the timeout, or a crash: the drawing fails, and the next starts a new worker.
  started.on('error', () => {});
  started.once('exit', () => {
    if (worker === started) worker = undefined;
    waiting?.settle({ id: waiting.id, error: 'the PDF worker stopped' });
  });
  worker = started;
  return started;
};

/** Draws a PDF in the worker, in the tenant's fair share; a customer over its share is refused (429). */
export const drawPdf = <D>(tenant: Tenant, drawing: Drawing<D>, document: D): Promise<Buffer> =>
  drawTurns.run(
    tenant,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        lastId += 1;
        const id = lastId;
        const drawer = drawingWorker();
        const timer = setTimeout(() => void drawer.terminate(), DRAW_TIMEOUT_MS);
        waiting = {
          id,
          settle: (answer) => {
            clearTimeout(timer);
            waiting = undefined;
            if (answer.pdf)
              resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
            else reject(new Error(`PDF drawing failed: ${answer.error}`));
          },
        };
        drawer.postMessage({ id, name: drawing.name, document });
      }),
  );
