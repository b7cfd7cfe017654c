/** One line of the results table: a figure beside its target. */
export interface Row {
  /** The section it belongs to: `sandbox`, `cli`, `web`. */
  area: string;
  /** What was measured, e.g. `get-unit p99 (50 connections, 10 s)`. */
  metric: string;
  /** The target as people read it, e.g. `≤ 15 ms`. */
  target: string;
  /** The figure measured, e.g. `4 ms`. */
  result: string;
  ok: boolean;
  /** How the figure was taken, or why it missed: spread, runs, what was excluded. */
  note?: string;
}

/** A sandbox server in its own process (so the load generator never shares its event loop). */
export interface RunningSandbox {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Its process, e.g. to read its CPU time. */
  pid: number;
  /** Its database folder, a fresh temporary one. */
  dataDir: string;
  /** Stops the process and removes its folder. */
  close(): Promise<void>;
}

/** What every section gets from the orchestrator. */
export interface BenchContext {
  /** The repository root, absolute, with a trailing slash. */
  root: string;
  /** A progress line on stderr (the table goes to stdout). */
  log(line: string): void;
  /** `nx run <project>:build` (cached by Nx), so a section measures what the sources build today. */
  build(project: string): Promise<void>;
  /** Lighthouse runs per page and visitor (`--runs`), else the section's own count. */
  lighthouseRuns?: number;
  /** A fresh sandbox on an ephemeral loopback port; each section closes its own. */
  startSandbox(env?: Readonly<Record<string, string>>): Promise<RunningSandbox>;
}

/** Each section file (`sandbox.ts`, `cli.ts`, `web.ts`) exports this. */
export type Section = (ctx: BenchContext) => Promise<Row[]>;
