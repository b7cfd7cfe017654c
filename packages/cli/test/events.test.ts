import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RentalEvent, SIGNATURE_HEADER, verifyEvent } from '@self-storage/core';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO, dates } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

interface Delivery {
  body: string;
  signature: string;
}

/** A local webhook receiver: keeps what it is sent, answers 200. */
const receiver = async () => {
  const received: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ body, signature: String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? '') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let sandbox: Sandbox;
let cli: Cli;
let hooks: Awaited<ReturnType<typeof receiver>>;
const { start, end } = dates(30);
const selection = ['--branch', '1', '--group', '1', '--size', '3', '--start', start, '--end', end];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  hooks = await receiver();
  cli = createCli(sandbox.url);
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
});
afterAll(async () => {
  await sandbox.close();
  await hooks.close();
});

const bookAUnit = async (): Promise<string> => {
  const units = await cli.json<{ units: { unit_id: number }[] }>(['units', ...selection]);
  const unit = String(units.units[0]?.unit_id);
  const { booking } = await cli.json<{ booking: { booking_number: string } }>([
    'book',
    ...selection,
    '--unit',
    unit,
    '--pay',
    'card',
  ]);
  return booking.booking_number;
};

describe('self-storage listen', () => {
  it('prints each new event and forwards it, signed, to a local server that verifies it with verifyEvent', async () => {
    const listening = cli.start(['--lang', 'en', 'listen', '--forward-to', hooks.url, '--max-events', '2']);
    const [, secret = ''] = await listening.stderrMatch(/Signing secret .*: (whsec_\S+)/);
    const number = await bookAUnit();
    expect((await cli.run(['sandbox', 'cancel', number])).code).toBe(0);
    const done = await listening.done;
    expect(done.code).toBe(0);
    expect(done.stderr).toContain('Stopped after forwarding 2 events.');
    const lines = done.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`evt_\\d+  booking.created  ${number}  -> HTTP 200$`));
    expect(lines[1]).toMatch(new RegExp(`evt_\\d+  booking.cancelled  ${number}  -> HTTP 200$`));

    const verified: RentalEvent[] = [];
    for (const { body, signature } of hooks.received)
      verified.push(await verifyEvent(body, signature, secret));
    expect(verified.map((e) => [e.type, e.data.booking.booking_number])).toEqual([
      ['booking.created', number],
      ['booking.cancelled', number],
    ]);
    await expect(
      verifyEvent(hooks.received[0]?.body ?? '', hooks.received[0]?.signature, 'whsec_wrong'),
    ).rejects.toThrow('signature');
    hooks.received.length = 0;
  });

  it('forwards with the secret it is given, one JSON line per event with --json', async () => {
    const listening = cli.start([
      '--json',
      'listen',
      '--forward-to',
      hooks.url,
      '--secret',
      'whsec_mine',
      '--max-events',
      '1',
    ]);
    await listening.stderrMatch(/Ctrl-C/);
    const number = await bookAUnit();
    const done = await listening.done;
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({
      type: 'booking.created',
      booking: number,
      forwarded: { status: 200 },
    });
    const [delivery] = hooks.received;
    expect((await verifyEvent(delivery?.body ?? '', delivery?.signature, 'whsec_mine')).type).toBe(
      'booking.created',
    );
    hooks.received.length = 0;
  });
});

describe('self-storage events', () => {
  it('lists a booking’s events, shows one with its deliveries, and resends it to a registered endpoint', async () => {
    const number = await bookAUnit();
    const { events } = await cli.json<{ events: { id: string; type: string }[] }>([
      'events',
      'list',
      '--booking',
      number,
    ]);
    expect(events.map((e) => e.type)).toEqual(['booking.created']);
    const id = events[0]?.id ?? '';

    const human = await cli.run(['--lang', 'en', 'events', 'list', '--booking', number]);
    expect(human.stdout).toMatch(
      new RegExp(`^Event\\s+Type\\s+Booking\\s+Time\\n[- ]+\\n${id}\\s+booking.created\\s+${number}`),
    );

    const nowhere = await cli.run(['--lang', 'en', 'events', 'resend', id]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('No webhook endpoint is registered');

    const endpoint = await fetch(`${sandbox.url}/sandbox/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: hooks.url }),
    });
    const { secret } = (await endpoint.json()) as { secret: string };
    const resent = await cli.json<{ resent: string; deliveries: number[] }>(['events', 'resend', id]);
    expect(resent).toMatchObject({ resent: id, deliveries: [expect.any(Number)] });
    for (let i = 0; i < 400 && hooks.received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    const [delivery] = hooks.received;
    const clock = (await (await fetch(`${sandbox.url}/sandbox/clock`)).json()) as { now: string };
    const event = await verifyEvent(delivery?.body ?? '', delivery?.signature, secret, {
      now: Date.parse(clock.now),
    });
    expect(event.id).toBe(id);

    const shown = await cli.run(['--lang', 'en', 'events', 'show', id]);
    expect(shown.stdout).toContain('"type": "booking.created"');
    expect(shown.stdout).toMatch(
      /Deliveries:\n.*\/webhooks {2}delivered {2}\(1 attempts\)\n {2}\S+ {2}HTTP 200/,
    );
  });
});
