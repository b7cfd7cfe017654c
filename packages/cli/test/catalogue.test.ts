import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { dates, translator } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  cli = createCli(sandbox.url);
});
afterAll(() => sandbox.close());

const { start, end } = dates(40);
const selection = ['--branch', '1', '--group', '1', '--size', '3', '--start', start, '--end', end];

describe('catalogue', () => {
  it('lists branches as an aligned table, names in the chosen language', async () => {
    const [th, en] = await Promise.all([cli.run(['branches']), cli.run(['--lang', 'en', 'branches'])]);
    expect(th.code).toBe(0);
    expect(th.stdout).toMatch(/^รหัส\s+สาขา\s+โทรศัพท์\n/);
    expect(th.stdout).toContain('ไชน่าทาวน์');
    expect(en.stdout.split('\n').slice(0, 3)).toEqual([
      'ID  Branch     Phone',
      '--  ---------  -----------',
      ' 1  Chinatown  02-221-4455',
    ]);
  });

  it('prints exactly one JSON document with --json, progress on stderr', async () => {
    const result = await cli.run(['branches', '--json']);
    expect(result.code).toBe(0);
    const branches = JSON.parse(result.stdout);
    expect(branches.map((branch: { name_en: string }) => branch.name_en)).toEqual([
      'Chinatown',
      'Rama 3',
      'Rama 4',
    ]);
    expect(result.stderr).not.toContain('{');
  });

  it('lists groups and sizes', async () => {
    const [groups, groupsJson, sizes, sizesJson] = await Promise.all([
      cli.run(['--lang', 'en', 'groups', '--branch', '1']),
      cli.json(['groups', '--branch', '1']),
      cli.run(['--lang', 'en', 'sizes', '--group', '1']),
      cli.json<{ id: number }[]>(['sizes', '--group', '1']),
    ]);
    expect(groups.stdout).toMatch(/1 {2}Storage room/);
    expect(groupsJson).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 1, name_en: 'Storage room' })]),
    );
    expect(sizes.stdout).toMatch(/ 3 {2}3 sqm/);
    // What the web's size options say: "from X baht/month" after the name (core's sizeOffer).
    expect(sizes.stdout).toMatch(/ 3 {2}3 sqm · from [\d,]+\.\d\d baht\/month/);
    expect(sizesJson.length).toBeGreaterThan(5);
  });

  it('lists the free units with areas and monthly rates in baht', async () => {
    const [human, json] = await Promise.all([
      cli.run(['--lang', 'en', 'units', ...selection]),
      cli.json<{ count_day: number; units: { unit_id: number }[] }>(['units', ...selection]),
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('Number of days  40');
    expect(human.stdout).toMatch(/Monthly rate \(baht\)/);
    expect(human.stdout).toMatch(/Unit +Location +Area \(sqm\)/);
    // Where each unit is, as the web's unit list says it (core's unitOffer).
    expect(human.stdout).toMatch(/A-\d+ +Building A, floor \d +3 +\S+ × \S+ × \S+ +\d{1,3}(,\d{3})*\.\d{2}/);
    expect(json.count_day).toBe(40);
    expect(json.units.length).toBeGreaterThan(0);
  });
});

describe('usage errors exit 2', () => {
  it('names every missing option without a terminal', async () => {
    const t = await translator('en');
    const result = await cli.run(['--lang', 'en', 'units', '--branch', '1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      t('cli.usage.nonInteractive', { options: '--group, --size, --start, --end' }),
    );
    expect(result.stdout).toBe('');
  });

  it('names them with --no-input too, and as a JSON error document with --json', async () => {
    const result = await cli.run(['--no-input', '--json', 'book']);
    expect(result.code).toBe(2);
    const { error } = JSON.parse(result.stdout);
    expect(error.code).toBe('missing_options');
    expect(error.message).toContain('--branch, --group, --size, --start, --end, --unit, --pay');
  });

  it('reports commander errors in the chosen language frame with a pointer to --help', async () => {
    const [unknown, badId, badLang] = await Promise.all([
      cli.run(['--lang', 'en', 'bogus']),
      cli.run(['--lang', 'en', 'groups', '--branch', 'x']),
      cli.run(['--lang', 'fr', 'branches']),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Error: unknown command 'bogus'");
    expect(unknown.stderr).toContain('Run self-storage --help for help.');
    expect(badId.code).toBe(2);
    expect(badId.stderr).toContain('expected a positive whole number');
    expect(badLang.code).toBe(2);
    expect(badLang.stderr).toContain('th, en');
  });

  it('refuses an id that is not listed and dates outside the booking window', async () => {
    const t = await translator('en');
    const unknownSize = await cli.run([
      '--lang',
      'en',
      'units',
      ...selection.slice(0, 4),
      '--size',
      '999',
      ...selection.slice(6),
    ]);
    expect(unknownSize.code).toBe(2);
    expect(unknownSize.stderr).toContain('--size 999 is not one of:');
    const late = dates(10, 30);
    const window = await cli.run([
      '--lang',
      'en',
      'units',
      ...selection.slice(0, 6),
      '--start',
      late.start,
      '--end',
      late.end,
    ]);
    expect(window.code).toBe(2);
    expect(window.stderr).toContain(t('errors.dateOutOfWindow'));
  });

  it('shows help and exits 0', async () => {
    const result = await cli.run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: self-storage');
  });
});
