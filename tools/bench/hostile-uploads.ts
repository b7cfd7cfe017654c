import { encode as encodeJpeg } from 'jpeg-js';
import { otpFor } from './customers.ts';

/** The largest picture the sandbox decodes, 4000×3000, as a real JPEG of some 350 KB. */
const twelveMegapixels = (): string => {
  const width = 4000;
  const height = 3000;
  const data = Buffer.alloc(width * height * 4, 200);
  for (let i = 1; i < data.length; i += 4) data[i] = (i >> 16) & 255;
  return Buffer.from(encodeJpeg({ data, width, height }, 50).data).toString('base64');
};

/** The same JPEG with its frame header claiming 4000×4000: a small file promising a huge picture. */
const claimingHuge = (jpeg: string): string => {
  const bytes = Buffer.from(jpeg, 'base64');
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(4000, sof + 5);
  return bytes.toString('base64');
};

export interface UploadLatency {
  quiet: number[];
  during: number[];
  uploads: number;
}

const post = (url: string, path: string, body: unknown): Promise<Response> =>
  fetch(`${url}/api/self-storage${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const getBranchMs = async (url: string): Promise<number> => {
  const started = performance.now();
  await (await post(url, '/service/get-branch', { currentLanguage: 'en' })).arrayBuffer();
  return performance.now() - started;
};

/**
 * get-branch latencies, one call after another, on a quiet server and then while `rounds`
 * rounds of hostile uploads arrive, each round a 12 MP JPEG (decoded) and three JPEGs claiming
 * 4000×4000 (refused), from verified emails as an attacker would send them.
 */
export const latencyDuringUploads = async (url: string, rounds: number): Promise<UploadLatency> => {
  const big = twelveMegapixels();
  const bomb = claimingHuge(big);
  const quiet: number[] = [];
  for (let i = 0; i < 50; i += 1) quiet.push(await getBranchMs(url));
  const emails = Array.from({ length: rounds }, (_, i) => `hostile-${i}@example.com`);
  for (const email of emails) {
    await post(url, '/customer/send-otp', { email });
    await post(url, '/customer/verify-otp', { email, otp: await otpFor(url, email) });
  }
  const upload = (email: string, attachFile: string) =>
    post(url, '/customer/register', {
      customerTypeId: 1,
      personTypeId: 2,
      firstname: 'Hostile',
      lastname: 'Upload',
      companyDirector: '',
      companyName: '',
      fullAddress: '1 Rama 4 Road, Bangkok 10500',
      email,
      phone: '0800000000',
      legalNumber: '',
      password: 'Hostile-pass-1',
      personId: `P${email}`.slice(0, 40),
      attachFile,
    }).then((res) => res.arrayBuffer());
  let done = false;
  const uploads = (async () => {
    for (const email of emails)
      await Promise.all([upload(email, big), upload(email, bomb), upload(email, bomb), upload(email, bomb)]);
    done = true;
  })();
  const during: number[] = [];
  while (!done) during.push(await getBranchMs(url));
  await uploads;
  return { quiet, during, uploads: rounds * 4 };
};
