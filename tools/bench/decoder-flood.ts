import { type RequestOf, SelfStorageClient } from '@self-storage/core';
import { encode as encodeJpeg } from 'jpeg-js';
import { otpFor } from './customers.ts';
import type { RunningSandbox } from './types.ts';
import { calculateBody, findFreeUnits } from './units.ts';

/** The flood as it was found: one company in a created sandbox keeps 17 uploads of a 12 MP JPEG in flight. */
export const FLOOD = { inFlight: 17, registrations: 5, seconds: 20 } as const;

const PASSWORD = 'Flood-pass-1';

/** A real JPEG of the size asked, its pixels varied enough to cost a real decode. */
const jpeg = (width: number, height: number): string => {
  const data = Buffer.alloc(width * height * 4, 200);
  for (let i = 1; i < data.length; i += 4) data[i] = (i >> 12) & 255;
  return Buffer.from(encodeJpeg({ data, width, height }, 50).data).toString('base64');
};

export interface FloodFigures {
  /** Each ordinary registration in the default sandbox: whether it was accepted, and its time. */
  registrations: { ok: boolean; ms: number }[];
  /** The company's uploads: decoded, and refused (429) by its share or its throttle. */
  flood: { decoded: number; refused: number; other: number };
}

const post = async (
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<{ status: number; ok: boolean }> => {
  const res = await fetch(`${baseUrl}/api/self-storage${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { response_status?: boolean };
  return { status: res.status, ok: res.ok && reply.response_status !== false };
};

const verified = async (client: SelfStorageClient, baseUrl: string, email: string): Promise<void> => {
  await client.customer.sendOtp({ email });
  await client.customer.verifyOtp({ email, otp: await otpFor(baseUrl, email) });
};

const registration = (
  email: string,
  n: number,
  attachFile: string,
  company: boolean,
): RequestOf<'register'> => ({
  customerTypeId: company ? 2 : 1,
  personTypeId: 2,
  firstname: 'Flood',
  lastname: `Bench ${n}`,
  companyDirector: company ? 'Flood Director' : '',
  companyName: company ? 'Flood Trading Co., Ltd.' : '',
  fullAddress: '1 Rama 4 Road, Bangkok 10500',
  email,
  phone: `09${String(n).padStart(8, '0')}`,
  legalNumber: company ? `010556${String(n).padStart(7, '0')}` : '',
  password: PASSWORD,
  personId: `FLOOD${n}`,
  attachFile,
});

/** A company in the created sandbox with a bill paid net of withholding: it owes a certificate. */
const companyOwingCertificate = async (apiUrl: string): Promise<{ token: string; invoiceId: number }> => {
  const client = new SelfStorageClient({ baseUrl: apiUrl, language: 'en' });
  const email = 'flood@company.example';
  await verified(client, apiUrl, email);
  await client.customer.register(registration(email, 99, jpeg(40, 30), true));
  const token = await client.customer.login({ username: email, password: PASSWORD });
  const [unit] = await findFreeUnits(client, 1);
  if (!unit) throw new Error('no free unit');
  const data = await client.booking.calculate(calculateBody(unit));
  const { booking } = await client.booking.store({
    payment_method: 1,
    isInstallment: 1,
    start_date: unit.selection.start_date,
    end_date: unit.selection.end_date,
    unit_id: unit.unitId,
    token,
    data,
    totalOrange: data.total_after_discount,
    withholding: true,
  });
  const { uuid } = await client.payment.qrCheckout({
    tokenu: token,
    customerInvoiceIds: booking.due_invoice_ids,
  });
  const paid = await fetch(`${apiUrl}/sandbox/payments/${uuid}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
  });
  if (!paid.ok) throw new Error(`paying the company's bill answered ${paid.status}`);
  return { token, invoiceId: booking.invoices[0]?.id ?? 0 };
};

/**
 * On a server started for it: a sandbox is created, a company there keeps FLOOD.inFlight
 * withholding-certificate uploads of a 12 MP JPEG in flight, and meanwhile FLOOD.registrations
 * ordinary customers register in the default sandbox at once, each with an 800×600 scan.
 */
export const decoderFlood = async (sandbox: RunningSandbox): Promise<FloodFigures> => {
  const created = await fetch(`${sandbox.url}/sandbox/sandboxes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"name":"bench-flood"}',
  });
  if (created.status !== 201) throw new Error(`creating a sandbox answered ${created.status}`);
  const { apiUrl } = (await created.json()) as { apiUrl: string };
  const { token, invoiceId } = await companyOwingCertificate(apiUrl);
  const photo = jpeg(4000, 3000);
  const flood = { decoded: 0, refused: 0, other: 0 };
  let flooding = true;
  const keepUploading = async () => {
    while (flooding) {
      const answer = await post(apiUrl, '/booking/withholding-certificate', {
        token,
        invoice_id: invoiceId,
        filename: 'certificate.jpg',
        file: photo,
      });
      if (answer.ok) flood.decoded += 1;
      else if (answer.status === 429) flood.refused += 1;
      else flood.other += 1;
      // A refused flooder tries again at once, as an attacker would.
    }
  };
  const uploads = Array.from({ length: FLOOD.inFlight }, keepUploading);
  try {
    const client = new SelfStorageClient({ baseUrl: sandbox.url, language: 'en' });
    const scan = jpeg(800, 600);
    const emails = Array.from({ length: FLOOD.registrations }, (_, i) => `flood-ordinary-${i}@example.com`);
    for (const email of emails) await verified(client, sandbox.url, email);
    const started = performance.now();
    const registrations = await Promise.all(
      emails.map(async (email, i) => {
        const answer = await post(sandbox.url, '/customer/register', registration(email, i, scan, false));
        return { ok: answer.ok, ms: performance.now() - started };
      }),
    );
    return { registrations, flood };
  } finally {
    flooding = false;
    await Promise.all(uploads);
  }
};
