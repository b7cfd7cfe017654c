import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { book, control, day, newCustomer, startSandbox } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file database', () => {
  it('keeps accounts, bookings, payments and the identify key across a restart', async () => {
    const started = performance.now();
    const first = await startSandbox({ dataDir: dir });
    // A bound against a start that takes many seconds, not a benchmark: a new file's schema and
    // seed took 1.16 s once with two CI runs sharing two cores.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(first.db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    const token = await newCustomer(first, 'kept@example.com');
    const { booking, customerServiceId } = await book(first, token, 9, day(1), day(10), { method: 4 });
    await control(first, `/sandbox/kiosk/${booking.payment_reference}/pay`);
    const key = await (await fetch(`${first.url}/identify-key`)).json();
    await first.close();

    const second = await startSandbox({ dataDir: dir });
    try {
      expect(await (await fetch(`${second.url}/identify-key`)).json()).toEqual(key);
      const again = await second.client.customer.login({
        username: 'kept@example.com',
        password: 'Secret-123',
      });
      const history = await second.client.booking.history({ token: again });
      expect(history.map((b) => [b.customerService_id, b.status])).toEqual([
        [customerServiceId, 'confirmed'],
      ]);
      expect(
        second.db.prepare('SELECT count(*) AS n FROM customers WHERE email = ?').get('demo@example.com')?.n,
      ).toBe(1);
      expect(second.db.prepare('SELECT count(*) AS n FROM branches').get()?.n).toBe(3);
      expect(second.db.prepare('SELECT version FROM schema_migrations').all()).toEqual([
        { version: 1 },
        { version: 2 },
        { version: 3 },
        { version: 4 },
        { version: 5 },
        { version: 6 },
        { version: 7 },
        { version: 8 },
        { version: 20 },
        { version: 21 },
        { version: 30 },
        { version: 360 },
        { version: 370 },
        { version: 400 },
        { version: 410 },
      ]);
    } finally {
      await second.close();
    }
  });

  it('prefers IDENTIFY_KEY when it is given', async () => {
    const sb = await startSandbox({ dataDir: dir, identifyKey: 'configured-key' });
    try {
      expect(await (await fetch(`${sb.url}/identify-key`)).json()).toEqual({ key: 'configured-key' });
    } finally {
      await sb.close();
    }
  });
});
