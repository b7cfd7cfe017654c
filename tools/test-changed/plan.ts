import { ROUTES } from '../../packages/core/src/flow/routes.ts';
import type { Plan, Step, Suite, TestFile, TestFiles } from './plan-types.ts';
import { testLinesMatching } from './test-locations.ts';
import { ROUTE_BUILDERS, SCREEN_ROUTES } from './web-screens.ts';

const CORE = 'packages/core';
const SANDBOX = 'packages/sandbox';
const LOCALES = 'packages/locales';
const CLI = 'packages/cli';
const WEB = 'packages/web';
const SUITES: readonly Suite[] = [CORE, SANDBOX, LOCALES, CLI, WEB];

/** The suites whose tests may import a package's sources (the package.json dependencies). */
const DEPENDENTS: Record<Suite, readonly Suite[]> = {
  [CORE]: [CORE, SANDBOX, CLI, WEB],
  [LOCALES]: [LOCALES, SANDBOX, CLI, WEB],
  [SANDBOX]: [SANDBOX, CLI, WEB],
  [CLI]: [CLI],
  [WEB]: [WEB],
};

const COMMANDS = `${CLI}/src/commands/`;
const SCREENS = `${WEB}/src/screens/`;
const LOCALE_SOURCES = `${LOCALES}/src/`;
/** Locale files named for the CLI (`cli.ts`, `cli-access.ts`) hold only the CLI's texts. */
const CLI_LOCALE = /^(th|en)\/cli[\w-]*\.ts$/;
/** Locale files under `server/` hold only the sandbox's texts, which its own tests read. */
const SERVER_LOCALE = /^(th|en)\/server\//;

/** Changes that no test reads: documentation and text files outside the packages' sources. */
const isDocument = (file: string) =>
  file.startsWith('docs/') || /\.(md|txt)$/.test(file) || file === 'LICENSE';

/** A package's own configuration (not a module its tests import): its whole suite runs. */
const isConfiguration = (local: string) =>
  /^(package\.json|tsconfig[\w.]*\.json|vitest\.config\.ts)$/.test(local);

const suiteOf = (file: string): Suite | undefined => SUITES.find((suite) => file.startsWith(`${suite}/`));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const inSuite = (suite: Suite, file: string) => file.slice(suite.length + 1);
const paths = (tests: readonly TestFile[]) => tests.map((test) => test.path);

/** Text matched as written inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A CLI test runs a command when it passes its name in an argument list (after global options). */
const runsCommand = (command: string) => new RegExp(`\\[[^\\]]*'${literal(command)}'`);

/**
 * A browser test visits a route by core's name for it, its builder, or its path written out (also
 * as Playwright's `**` glob of a page it waits to land on after a click).
 */
const visitsRoute = (route: keyof typeof ROUTES) => {
  const builder = ROUTE_BUILDERS[route];
  const names = [`ROUTES\\.${route}\\b`, `['"\`](?:\\*\\*)?${literal(ROUTES[route])}['"\`?]`];
  if (builder) names.push(`\\b${builder}\\(`);
  return new RegExp(names.join('|'));
};

/** The routes of the screen folder that holds a file, if the file lies in one. */
export const screenRoutes = (file: string) => {
  const rest = file.slice(SCREENS.length);
  const folder = Object.keys(SCREEN_ROUTES)
    .filter((key) => rest === key || rest.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)[0];
  return folder === undefined ? undefined : { folder, routes: SCREEN_ROUTES[folder] ?? [] };
};

/** Collects steps per suite, so that one suite gets one run of each kind. */
class PlanBuilder {
  private readonly related = new Map<Suite, { changed: Set<string>; why: Set<string> }>();
  /** Per test file, the lines of the tests to run in it; no lines: the whole file. */
  private readonly files = new Map<
    Suite,
    { tests: Map<string, Set<number> | undefined>; why: Set<string> }
  >();
  private readonly whole = new Map<Suite, Set<string>>();
  /** Suites where a test support file changed: Vitest follows it into the process or browser tests too. */
  private readonly supportChanged = new Set<Suite>();
  readonly notes: string[] = [];
  buildWeb = false;
  private readonly tests: TestFiles;

  constructor(tests: TestFiles) {
    this.tests = tests;
  }

  addRelated(suite: Suite, file: string, why: string) {
    const entry = this.related.get(suite) ?? { changed: new Set(), why: new Set() };
    entry.changed.add(file);
    entry.why.add(why);
    this.related.set(suite, entry);
  }

  addSupport(suite: Suite, file: string) {
    this.addRelated(suite, file, `tests that import ${file}`);
    this.supportChanged.add(suite);
    if (suite === WEB) this.buildWeb = true;
  }

  private filesOf(suite: Suite, why: string) {
    const entry = this.files.get(suite) ?? { tests: new Map(), why: new Set() };
    entry.why.add(why);
    this.files.set(suite, entry);
    if (suite === WEB) this.buildWeb = true;
    return entry.tests;
  }

  addFiles(suite: Suite, tests: readonly string[], why: string) {
    const files = this.filesOf(suite, why);
    for (const test of tests) files.set(test, undefined);
  }

  /** Some tests of a file, by the line of each (a file asked for whole stays whole). */
  addTests(suite: Suite, test: string, lines: readonly number[], why: string) {
    const files = this.filesOf(suite, why);
    if (files.has(test) && files.get(test) === undefined) return;
    files.set(test, new Set([...(files.get(test) ?? []), ...lines]));
  }

  addSuite(suite: Suite, why: string) {
    this.whole.set(suite, (this.whole.get(suite) ?? new Set()).add(why));
    if (suite === WEB) this.buildWeb = true;
  }

  /** Tests that do not import what they test: Vitest cannot tell which of them a change reaches. */
  private excluded(suite: Suite): string[] {
    if (this.supportChanged.has(suite)) return [];
    if (suite === CLI) return paths(this.tests.cliProcess);
    if (suite === WEB) return paths([...this.tests.webBrowser, ...this.tests.webBuild]);
    return [];
  }

  build(): Plan {
    const steps: Step[] = [];
    for (const [suite, why] of this.whole) steps.push({ kind: 'suite', suite, why: [...why].join('; ') });
    for (const [suite, { changed, why }] of this.related) {
      if (this.whole.has(suite)) continue;
      steps.push({
        kind: 'related',
        suite,
        changed: [...changed],
        exclude: this.excluded(suite),
        why: [...why].join('; '),
      });
    }
    for (const [suite, { tests, why }] of this.files) {
      if (this.whole.has(suite)) continue;
      const named = [...tests]
        .sort(([a], [b]) => a.localeCompare(b))
        .flatMap(([test, lines]) =>
          lines === undefined ? [test] : [...lines].sort((a, b) => a - b).map((line) => `${test}:${line}`),
        );
      steps.push({ kind: 'files', suite, tests: named, why: [...why].join('; ') });
    }
    return { steps, buildWeb: this.buildWeb, notes: this.notes };
  }
}

/** A file under a package's `src/` (or its build files): who imports it, and what runs it. */
const planSource = (plan: PlanBuilder, tests: TestFiles, suite: Suite, file: string) => {
  for (const dependent of DEPENDENTS[suite]) {
    plan.addRelated(dependent, file, `tests that import ${file}`);
  }
  if (suite === CLI) planCliSource(plan, tests, file);
  if (suite === WEB) planWebSource(plan, tests, file);
  if (suite === LOCALES) planLocale(plan, tests, file);
  if (suite === CORE || suite === SANDBOX) {
    plan.notes.push(
      `${file}: the CLI's process tests and the web's browser tests are not chosen: they reach it only ` +
        'through the built apps and the sandbox, whose own tests above cover it; `npm test` runs them all',
    );
  }
};

const planCliSource = (plan: PlanBuilder, tests: TestFiles, file: string) => {
  if (file.startsWith(COMMANDS)) {
    const command = file.slice(COMMANDS.length).replace(/\.ts$/, '');
    const chosen = tests.cliProcess.filter((test) => runsCommand(command).test(test.text));
    if (chosen.length > 0) {
      plan.addFiles(CLI, paths(chosen), `the CLI tests that run \`self-storage ${command}\` (${file})`);
      return;
    }
    plan.notes.push(`${file}: no CLI test runs \`${command}\` by name: the whole CLI process suite runs`);
  }
  plan.addFiles(
    CLI,
    paths(tests.cliProcess),
    `${file} is shared by every command: the whole CLI process suite`,
  );
};

const planWebSource = (plan: PlanBuilder, tests: TestFiles, file: string) => {
  plan.addFiles(WEB, paths(tests.webBuild), `${file} is part of the build the first-load budgets measure`);
  const screen = file.startsWith(SCREENS) ? screenRoutes(file) : undefined;
  if (screen) {
    const visits = new RegExp(screen.routes.map((route) => visitsRoute(route).source).join('|'));
    const chosen = tests.webBrowser.filter((test) => visits.test(test.text));
    if (chosen.length > 0) {
      const routes = screen.routes.map((route) => ROUTES[route]).join(', ');
      const why = `the browser tests that visit ${routes} (screens/${screen.folder})`;
      for (const test of chosen) {
        // Only the tests that name a route, unless a hook or a shared helper of the file does.
        const lines = testLinesMatching(test.path, test.text, visits);
        if (lines === undefined) plan.addFiles(WEB, [test.path], why);
        else plan.addTests(WEB, test.path, lines, why);
      }
      return;
    }
    plan.notes.push(
      `${file}: no browser test names a route of screens/${screen.folder}: the whole browser suite runs`,
    );
  }
  plan.addFiles(WEB, paths(tests.webBrowser), `${file} is wider than one screen: the whole browser suite`);
};

/** Texts reach the screens and commands that show them, which name their keys, not the file. */
const planLocale = (plan: PlanBuilder, tests: TestFiles, file: string) => {
  const rest = file.slice(LOCALE_SOURCES.length);
  if (SERVER_LOCALE.test(rest)) return;
  if (CLI_LOCALE.test(rest)) {
    plan.addFiles(CLI, paths(tests.cliProcess), `${file} holds the CLI's texts: the whole CLI process suite`);
    return;
  }
  plan.addFiles(
    WEB,
    paths(tests.webBrowser),
    `${file} holds texts of the web's screens: the whole browser suite`,
  );
  plan.addFiles(WEB, paths(tests.webBuild), `${file} is part of the build the first-load budgets measure`);
  plan.addFiles(
    CLI,
    paths(tests.cliProcess),
    `${file} may hold texts the CLI shows too: the whole CLI process suite`,
  );
};

/** A file under a package's `test/`: a test runs itself; a support file, the tests that import it. */
const planTest = (plan: PlanBuilder, suite: Suite, file: string) => {
  if (isTest(file)) plan.addFiles(suite, [file], `${inSuite(suite, file)} changed`);
  else plan.addSupport(suite, file);
};

/**
 * Plans the tests a change touches: the changed files (paths from the repository root) and the
 * process and browser tests' texts in, the Vitest runs out. Pure: reads nothing itself.
 */
export const planTests = (changed: readonly string[], tests: TestFiles): Plan => {
  const plan = new PlanBuilder(tests);
  for (const file of changed) {
    if (isDocument(file)) {
      plan.notes.push(`${file}: documentation, no test reads it`);
      continue;
    }
    const suite = suiteOf(file);
    if (suite === undefined) {
      plan.notes.push(
        `${file}: outside the packages' suites: its own check, or \`npm test\` for root configuration`,
      );
      continue;
    }
    const local = inSuite(suite, file);
    if (local.startsWith('test/')) planTest(plan, suite, file);
    else if (isConfiguration(local)) plan.addSuite(suite, `${file} configures the whole suite`);
    else planSource(plan, tests, suite, file);
  }
  return plan.build();
};
