import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SelfStorageClient } from '@self-storage/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_COST, TEST_PASSWORD_COST } from '../src/crypto/passwords.ts';
import { createSandbox, DEMO_CUSTOMER, type Sandbox } from '../src/index.ts';
import { newCustomer, startSandbox, type TestSandbox } from './helpers.ts';

const storedHash = (sandbox: Sandbox, email: string): string => {
  const row = sandbox.db.prepare('SELECT password_hash FROM customers WHERE email = ?').get(email) as
    | { password_hash: string }
    | undefined;
  if (!row) throw new Error(`no customer ${email}`);
  return row.password_hash;
};

describe('password hashing cost', () => {
  const opened: Sandbox[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((sandbox) => sandbox.close()));
  });

  it('hashes with scrypt at N = 16384 unless told otherwise', async () => {
    const sandbox = await startSandbox({ passwordCost: undefined });
    opened.push(sandbox);
    expect(PASSWORD_COST).toBe(16_384);
    expect(storedHash(sandbox, DEMO_CUSTOMER.email)).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it('hashes at a test suite’s lower cost, the demo customer’s seed too', async () => {
    const sandbox: TestSandbox = await startSandbox({ passwordCost: TEST_PASSWORD_COST });
    opened.push(sandbox);
    expect(await newCustomer(sandbox, 'cost@example.com')).toEqual(expect.any(String));
    expect(storedHash(sandbox, 'cost@example.com')).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(storedHash(sandbox, DEMO_CUSTOMER.email)).toMatch(/^scrypt\$1024\$/);
  });

  it('checks a stored password at the cost it was hashed with, whatever the setting now', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-cost-'));
    try {
      const before = await createSandbox({ port: 0, dataDir });
      await before.close();
      const after = await createSandbox({ port: 0, dataDir, passwordCost: TEST_PASSWORD_COST });
      opened.push(after);
      expect(storedHash(after, DEMO_CUSTOMER.email)).toMatch(/^scrypt\$16384\$/);
      const client = new SelfStorageClient({ baseUrl: after.url });
      await expect(
        client.customer.login({ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
      ).resolves.toEqual(expect.any(String));
    } finally {
      await Promise.all(opened.splice(0).map((sandbox) => sandbox.close()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a cost that is no power of two, below 1024 or beyond what 64 MiB allows', async () => {
    for (const passwordCost of [1000, 512, 0, 65_536])
      await expect(createSandbox({ port: 0, passwordCost })).rejects.toThrow(RangeError);
  });
});
