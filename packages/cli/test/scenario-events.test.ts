import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../src/scenarios/results.ts';
import { createCli } from './support/cli.ts';
import { DEMO } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const file = (yaml: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'self-storage-event-scenario-')), 'scenario.yaml');
  writeFileSync(path, yaml);
  return path;
};

const choice = `--branch 1 --group 1 --size 3 --start \${today+1} --end \${today+30}`;

describe('a scenario step wait-for-event', () => {
  it('waits for the booking paid at the kiosk, checks the event, and fails in time for one that never comes', async () => {
    const scenario = file(`name: The booking paid event
steps:
  - run: login --email ${DEMO.email} --password ${DEMO.password}
  - run: units ${choice}
    save:
      unit: units.0.unit_id
  - run: book ${choice} --unit \${unit} --pay kiosk
    save:
      booking: booking.booking_number
      reference: booking.payment_reference
  - run: sandbox pay \${reference}
  - name: the booking is paid
    wait-for-event:
      type: booking.paid
      booking: \${booking}
      timeout: 10s
    expect:
      type: booking.paid
      data.booking.booking_number: \${booking}
      data.booking.status: confirmed
    save:
      paid: id
  - name: nothing expires after it
    wait-for-event:
      type: booking.expired
      booking: \${booking}
      after: \${paid}
      timeout: 1s
    expect:
      exit: 1
      error.code: event_not_seen
`);
    const result = await createCli(sandbox.url).run(['--lang', 'en', 'run', scenario, '--reporter', 'json']);
    const report = JSON.parse(result.stdout) as RunResult;
    expect(result.code, result.stderr).toBe(0);
    const steps = report.scenarios[0]?.steps ?? [];
    expect(steps.map((step) => step.outcome)).toEqual(Array(6).fill('passed'));
    expect(steps[4]?.command).toMatch(
      /^events wait --type booking.paid --booking SS-\d{4}-\d{6} --timeout 10s$/,
    );
  });

  it('refuses a step with both run and wait-for-event, or neither', async () => {
    const both = file(`name: Both
steps:
  - run: branches
    wait-for-event: { type: booking.paid }
`);
    const neither = file(`name: Neither
steps:
  - name: nothing to do
`);
    const cli = createCli(sandbox.url);
    for (const path of [both, neither]) {
      const result = await cli.run(['--lang', 'en', 'run', path]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        /a step has either run or wait-for-event|steps.0.run: expected one of string, array \(or wait-for-event\)/,
      );
    }
  });
});
