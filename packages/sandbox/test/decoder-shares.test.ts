import { SelfStorageClient } from '@self-storage/core';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { encode as encodeJpeg } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  day,
  personal,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';

/** A real JPEG of the size asked, its pixels varied enough to cost a real decode. */
const jpeg = (width: number, height: number): string => {
  const data = Buffer.alloc(width * height * 4, 200);
  for (let i = 1; i < data.length; i += 4) data[i] = (i >> 12) & 255;
  return Buffer.from(encodeJpeg({ data, width, height }, 50).data).toString('base64');
};

/** Certificate uploads unthrottled here: what is shown is the decoder's share, not the throttle. */
const LOOSE = { free: 100_000, baseMs: 1000, maxMs: 1000, windowMs: 60_000 };

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({ throttle: { accountUploads: LOOSE, addressUploads: LOOSE } });
});
afterAll(() => sb.close());

/** A sandbox created on the test's server, seen through its own base URL. */
const createdSandbox = async (): Promise<TestSandbox> => {
  const res = await fetch(`${sb.url}/sandbox/sandboxes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'flood' }),
  });
  expect(res.status).toBe(201);
  const { apiUrl } = (await res.json()) as { apiUrl: string };
  return { ...sb, url: apiUrl, client: new SelfStorageClient({ baseUrl: apiUrl, language: 'en' }) };
};

/** A company in `where` with a bill paid net of withholding: it owes a certificate. */
const companyOwingCertificate = async (where: TestSandbox) => {
  const email = 'flood@company.example';
  await verifyEmail(where, email);
  await where.client.customer.register(
    personal(email, {
      customerTypeId: 2,
      companyName: 'Flood Trading Co., Ltd.',
      companyDirector: 'Malee Suksan',
      legalNumber: '0105561234569',
      personId: '0105561234569',
    }),
  );
  const token = await where.client.customer.login({ username: email, password: 'Secret-123' });
  const body = await storageBody(where, token, 16, day(1), day(20));
  const { booking } = await where.client.booking.store({ ...body, withholding: true });
  const { uuid } = await where.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
  await control(where, `/sandbox/payments/${uuid}/pay`);
  return { token, invoiceId: booking.invoices[0]?.id ?? 0 };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the decoder's fair shares", () => {
  it('serves registrations in the default sandbox while a company in another keeps 17 certificate uploads in flight', {
    timeout: 180_000,
  }, async () => {
    const created = await createdSandbox();
    const { token, invoiceId } = await companyOwingCertificate(created);
    // 3 MP: some half a second a decode, so the company always has its share in the decoder.
    const photo = jpeg(2000, 1500);
    const flood = { served: 0, refusals: [] as { code: number; message: string }[] };
    let flooding = true;
    const keepUploading = async () => {
      while (flooding) {
        const body = { token, invoice_id: invoiceId, filename: 'cert.jpg', file: photo };
        const answer = await call(created, 'withholdingCertificate', body);
        if (answer.ok) flood.served += 1;
        else {
          flood.refusals.push({ code: answer.code, message: answer.message });
          await pause(500);
        }
      }
    };
    const uploads = Array.from({ length: 17 }, keepUploading);
    try {
      // The company holds its share once one of its uploads is refused.
      while (flood.refusals.length === 0) await pause(50);
      // Ordinary scans, large enough to be decoded in the worker, not in place.
      const scan = jpeg(800, 600);
      const emails = Array.from({ length: 5 }, (_, i) => `ordinary-${i}@example.com`);
      for (const email of emails) await verifyEmail(sb, email);
      const started = performance.now();
      const answers = await Promise.all(
        emails.map(async (email) => {
          const answer = await call(sb, 'register', personal(email, { attachFile: scan }));
          return { ok: answer.ok, ms: performance.now() - started };
        }),
      );
      expect(answers.map((answer) => answer.ok)).toEqual(emails.map(() => true));
      // Each waits for at most one of the company's decodes at a time, not for its queue: a
      // bound far above that on a loaded machine, far below the flood's length.
      for (const answer of answers) expect(answer.ms).toBeLessThan(60_000);
    } finally {
      flooding = false;
      await Promise.all(uploads);
    }
    expect(flood.served).toBeGreaterThan(0);
    expect(flood.refusals.length).toBeGreaterThan(0);
    for (const refusal of flood.refusals)
      expect(refusal).toEqual({
        code: 429,
        message: 'Files of this account are being checked already; please try again in 5 seconds.',
      });
  });
});
