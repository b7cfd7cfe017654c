/** A workspace folder with its own Vitest suite, as a path from the repository root. */
export type Suite =
  | 'packages/core'
  | 'packages/sandbox'
  | 'packages/locales'
  | 'packages/cli'
  | 'packages/web';

/**
 * One Vitest run inside a suite: `related` lets Vitest follow imports from the changed files
 * (across packages too, through the `@self-storage/source` condition); `files` runs named tests;
 * `suite` runs a package's whole suite (its configuration changed).
 */
export type Step =
  | { kind: 'related'; suite: Suite; changed: string[]; exclude: string[]; why: string }
  | {
      kind: 'files';
      suite: Suite;
      /** Test files, or `file:line` for the one test declared on that line (Vitest's filter). */
      tests: string[];
      why: string;
    }
  | { kind: 'suite'; suite: Suite; why: string };

/** What to run for a change, and what was left out and why (printed with the plan). */
export interface Plan {
  steps: Step[];
  /** The web app is built first: its browser tests drive the build. */
  buildWeb: boolean;
  notes: string[];
}

/** A test file's path from the repository root and its text (the planner reads names in it). */
export interface TestFile {
  path: string;
  text: string;
}

/** The tests that do not import what they test, read from disk by the caller. */
export interface TestFiles {
  /** CLI tests that run the built CLI as a process. */
  cliProcess: TestFile[];
  /** Web tests that drive the built app in Chromium. */
  webBrowser: TestFile[];
  /** Web tests that measure the build (first-load budgets): any change to the app's sources. */
  webBuild: TestFile[];
}
