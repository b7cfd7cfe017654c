import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planTests, screenRoutes } from '../plan.ts';
import type { Plan, Step, TestFiles } from '../plan-types.ts';
import { readTestFiles } from '../test-files.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A small repository's process and browser tests, as the planner reads them. */
const TESTS: TestFiles = {
  cliProcess: [
    { path: 'packages/cli/test/statement.test.ts', text: "await cli.json(['statement', '--booking', '7']);" },
    { path: 'packages/cli/test/booking.test.ts', text: "await cli.run([\n  'book', '--unit', '2']);" },
  ],
  webBrowser: [
    {
      path: 'packages/web/test/e2e/booking/history.test.ts',
      text: 'await page.goto(e2e.url(ROUTES.history));',
    },
    {
      path: 'packages/web/test/e2e/booking/detail.test.ts',
      text: 'await page.goto(e2e.url(bookingDetailPath(3)));',
    },
    { path: 'packages/web/test/e2e/public/register.test.ts', text: "await page.goto(e2e.url('/register'));" },
    { path: 'packages/web/test/e2e/public/shell.test.ts', text: "await page.goto(e2e.url('/'));" },
  ],
  webBuild: [{ path: 'packages/web/test/budget/bundle-budget.test.ts', text: '' }],
};

const related = (plan: Plan, suite: string) =>
  plan.steps.find(
    (step): step is Extract<Step, { kind: 'related' }> => step.kind === 'related' && step.suite === suite,
  );
const files = (plan: Plan, suite: string) =>
  plan.steps.find(
    (step): step is Extract<Step, { kind: 'files' }> => step.kind === 'files' && step.suite === suite,
  )?.tests;
const suites = (plan: Plan, kind: Step['kind']) =>
  plan.steps.filter((step) => step.kind === kind).map((s) => s.suite);

describe('the plan for a change', () => {
  it('of a core file: the tests importing it in core and in every package on it, no build', () => {
    const plan = planTests(['packages/core/src/money/format.ts'], TESTS);
    expect(suites(plan, 'related')).toEqual([
      'packages/core',
      'packages/sandbox',
      'packages/cli',
      'packages/web',
    ]);
    expect(related(plan, 'packages/core')?.changed).toEqual(['packages/core/src/money/format.ts']);
    // The process and browser tests import the sandbox, which imports nearly all of core.
    expect(related(plan, 'packages/cli')?.exclude).toEqual(TESTS.cliProcess.map((test) => test.path));
    expect(related(plan, 'packages/web')?.exclude).toHaveLength(
      TESTS.webBrowser.length + TESTS.webBuild.length,
    );
    expect(plan.buildWeb).toBe(false);
    expect(plan.notes.join()).toMatch(/process tests and the web's browser tests are not chosen/);
  });

  it('of a sandbox file: its importers in the sandbox, CLI and web, none in core', () => {
    const plan = planTests(['packages/sandbox/src/ledger/statement.ts'], TESTS);
    expect(suites(plan, 'related')).toEqual(['packages/sandbox', 'packages/cli', 'packages/web']);
    expect(suites(plan, 'files')).toEqual([]);
  });

  it('of a CLI command: the CLI tests that run that command by name', () => {
    const plan = planTests(['packages/cli/src/commands/book.ts'], TESTS);
    expect(files(plan, 'packages/cli')).toEqual(['packages/cli/test/booking.test.ts']);
    expect(suites(plan, 'related')).toEqual(['packages/cli']);
    expect(plan.steps.find((step) => step.kind === 'files')?.why).toMatch(/run `self-storage book`/);
  });

  it('of a CLI file every command shares: the whole CLI process suite', () => {
    const plan = planTests(['packages/cli/src/format.ts'], TESTS);
    expect(files(plan, 'packages/cli')).toEqual(TESTS.cliProcess.map((test) => test.path).sort());
  });

  it('of a web screen: a build, then the browser tests visiting its routes and the budgets', () => {
    const plan = planTests(['packages/web/src/screens/public/register/register-email-screen.tsx'], TESTS);
    expect(plan.buildWeb).toBe(true);
    expect(files(plan, 'packages/web')).toEqual([
      'packages/web/test/budget/bundle-budget.test.ts',
      'packages/web/test/e2e/public/register.test.ts',
    ]);
  });

  it('of a web screen: of a browser test file, only the tests naming its route, by the line of each', () => {
    const text = [
      "describe('history', () => {",
      "  it('lists bookings', async () => {",
      '    await page.goto(e2e.url(ROUTES.history));',
      '  });',
      "  it('books', async () => {",
      '    await page.goto(e2e.url(ROUTES.service));',
      '  });',
      "  it('opens history from the menu', async () => {",
      "    await page.waitForURL('**/service/history');",
      '  });',
      '});',
    ].join('\n');
    const tests = { ...TESTS, webBrowser: [{ path: 'packages/web/test/e2e/booking/menu.test.ts', text }] };
    const plan = planTests(['packages/web/src/screens/history/history-screen.tsx'], tests);
    expect(files(plan, 'packages/web')).toEqual([
      'packages/web/test/budget/bundle-budget.test.ts',
      'packages/web/test/e2e/booking/menu.test.ts:2',
      'packages/web/test/e2e/booking/menu.test.ts:8',
    ]);
  });

  it('of a web screen whose route a hook or shared helper names: that whole test file', () => {
    const text = [
      "const openHistory = (page) => page.goto(e2e.url('/service/history'));",
      "it('lists bookings', async () => {",
      '  await openHistory(page);',
      '});',
      "it('books', async () => {});",
    ].join('\n');
    const tests = { ...TESTS, webBrowser: [{ path: 'packages/web/test/e2e/booking/shared.test.ts', text }] };
    const plan = planTests(
      [
        'packages/web/src/screens/history/history-screen.tsx',
        'packages/web/src/screens/history/history-money.tsx',
      ],
      tests,
    );
    expect(files(plan, 'packages/web')).toContain('packages/web/test/e2e/booking/shared.test.ts');
  });

  it('of a screen and a file wider than one screen: every browser test file whole', () => {
    const plan = planTests(
      ['packages/web/src/screens/history/history-screen.tsx', 'packages/web/src/app/screen-route.ts'],
      TESTS,
    );
    expect(files(plan, 'packages/web')).toEqual(
      [...TESTS.webBrowser, ...TESTS.webBuild].map((test) => test.path).sort(),
    );
  });

  it("of a web screen reached through a route builder: the tests calling core's builder", () => {
    const plan = planTests(['packages/web/src/screens/booking-detail/bills-table.tsx'], TESTS);
    expect(files(plan, 'packages/web')).toContain('packages/web/test/e2e/booking/detail.test.ts');
    expect(files(plan, 'packages/web')).not.toContain('packages/web/test/e2e/booking/history.test.ts');
  });

  it('of a web file wider than a screen: the whole browser suite', () => {
    const plan = planTests(['packages/web/src/app/screen-route.ts'], TESTS);
    expect(files(plan, 'packages/web')).toHaveLength(TESTS.webBrowser.length + TESTS.webBuild.length);
  });

  it("of a locale file of the screens: its importers, every browser test and the CLI's", () => {
    const plan = planTests(['packages/locales/src/th/booking.ts'], TESTS);
    expect(suites(plan, 'related')).toEqual([
      'packages/locales',
      'packages/sandbox',
      'packages/cli',
      'packages/web',
    ]);
    expect(files(plan, 'packages/web')).toHaveLength(TESTS.webBrowser.length + TESTS.webBuild.length);
    expect(files(plan, 'packages/cli')).toHaveLength(TESTS.cliProcess.length);
  });

  it("of the sandbox's locale file: the tests importing it only", () => {
    const plan = planTests(['packages/locales/src/en/server/mail.ts'], TESTS);
    expect(suites(plan, 'files')).toEqual([]);
    expect(plan.buildWeb).toBe(false);
  });

  it('of documents only: nothing to run, and says so', () => {
    const plan = planTests(['docs/api.md', 'README.md', 'packages/cli/README.md'], TESTS);
    expect(plan.steps).toEqual([]);
    expect(plan.notes).toHaveLength(3);
  });

  it('of a test file: that test; of a test support file: the tests importing it, process tests included', () => {
    expect(files(planTests(['packages/core/test/money/format.test.ts'], TESTS), 'packages/core')).toEqual([
      'packages/core/test/money/format.test.ts',
    ]);
    const support = planTests(['packages/cli/test/support/sandbox.ts'], TESTS);
    expect(related(support, 'packages/cli')?.exclude).toEqual([]);
  });

  it("of a package's configuration: its whole suite", () => {
    const plan = planTests(['packages/sandbox/vitest.config.ts', 'packages/sandbox/src/time.ts'], TESTS);
    expect(plan.steps.filter((step) => step.suite === 'packages/sandbox')).toEqual([
      expect.objectContaining({ kind: 'suite' }),
    ]);
  });
});

describe('the rules against this repository', () => {
  const tests = readTestFiles(ROOT);

  it('finds the CLI tests of a command by its name', () => {
    const plan = planTests(['packages/cli/src/commands/statement.ts'], tests);
    expect(files(plan, 'packages/cli')).toContain('packages/cli/test/statement.test.ts');
    expect(files(plan, 'packages/cli')?.length).toBeLessThan(tests.cliProcess.length);
  });

  it('finds browser tests for a screen by the routes they visit', () => {
    const plan = planTests(['packages/web/src/screens/history/history-screen.tsx'], tests);
    expect(files(plan, 'packages/web')?.length).toBeGreaterThan(tests.webBuild.length);
    expect(files(plan, 'packages/web')?.length).toBeLessThan(tests.webBrowser.length + tests.webBuild.length);
  });

  it('names a test by the line of its `it`, which Vitest filters by', () => {
    const plan = planTests(['packages/web/src/screens/history/history-screen.tsx'], tests);
    const located = (files(plan, 'packages/web') ?? []).filter((test) => /:\d+$/.test(test));
    expect(located.length).toBeGreaterThan(0);
    for (const test of located) {
      const [path = '', line = ''] = test.split(':');
      const text = tests.webBrowser.find((file) => file.path === path)?.text ?? '';
      expect(text.split('\n')[Number(line) - 1], test).toMatch(/^\s*(it|test)\(/);
    }
  });

  it('knows the routes of every screen file, so that a new screen folder is added to the table', () => {
    const screens = join(ROOT, 'packages/web/src/screens');
    const unknown = readdirSync(screens, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) => `packages/web/src/screens/${join(entry.parentPath, entry.name).slice(screens.length + 1)}`,
      )
      .filter((file) => screenRoutes(file) === undefined);
    expect(unknown).toEqual([]);
  });
});
