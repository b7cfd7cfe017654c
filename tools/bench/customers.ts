import { setTimeout as sleep } from 'node:timers/promises';
import type { SelfStorageClient } from '@self-storage/core';
import { thaiIdCheckDigit } from '@self-storage/core/forms';

/** A 1×1 PNG, the smallest document the registration rules accept. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PASSWORD = 'Bench-pass-1';
const OTP = /\b(\d{6})\b/;

const thaiId = (n: number): string => {
  const first12 = `1${String(n).padStart(11, '0')}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
};

/** The OTP the sandbox mailed (mail goes out asynchronously, so it is polled for). */
export const otpFor = async (baseUrl: string, email: string): Promise<string> => {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(`${baseUrl}/sandbox/mail?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    const code = messages.map((mail) => OTP.exec(mail.text)?.[1]).find(Boolean);
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`No OTP mail for ${email}`);
};

/**
 * Registers a customer the way the web app does (OTP, verification, details with a document)
 * and logs in. Returns the session token.
 */
export const registerCustomer = async (
  client: SelfStorageClient,
  baseUrl: string,
  n: number,
): Promise<string> => {
  const email = `bench-${n}@example.com`;
  await client.customer.sendOtp({ email });
  await client.customer.verifyOtp({ email, otp: await otpFor(baseUrl, email) });
  await client.customer.register({
    customerTypeId: 1,
    personTypeId: 1,
    firstname: 'Bench',
    lastname: `Customer ${n}`,
    companyDirector: '',
    companyName: '',
    fullAddress: '1 Rama 4 Road, Bangkok 10500',
    email,
    phone: `08${String(n).padStart(8, '0')}`,
    legalNumber: '',
    password: PASSWORD,
    personId: thaiId(n),
    attachFile: PNG_1X1,
  });
  return client.customer.login({ username: email, password: PASSWORD });
};
