import { isSelfStorageError } from '@self-storage/core';
import type { CatalogKey, InterpolationValue } from '@self-storage/locales';
import { CommanderError } from 'commander';
import { type Translate, translate } from './messages.ts';
import type { Output } from './output.ts';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export type CliErrorCode =
  | 'usage'
  | 'missing_options'
  | 'not_logged_in'
  | 'login_failed'
  | 'file_unreadable'
  | 'sandbox_failed'
  | 'cancelled';

const USAGE_CODES: ReadonlySet<CliErrorCode> = new Set(['usage', 'missing_options', 'file_unreadable']);

interface CliErrorOptions {
  /** Catalogue text shown to the user; without one, `message` is shown as it is. */
  key?: CatalogKey;
  vars?: Readonly<Record<string, InterpolationValue>>;
  cause?: unknown;
}

/** The CLI's one failure type: usage problems exit 2, everything else 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly code: CliErrorCode;
  readonly exitCode: ExitCode;
  readonly key: CatalogKey | undefined;
  readonly vars: Readonly<Record<string, InterpolationValue>> | undefined;

  constructor(code: CliErrorCode, message: string, options: CliErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.exitCode = USAGE_CODES.has(code) ? EXIT.usage : EXIT.failed;
    this.key = options.key;
    this.vars = options.vars;
  }
}

/** Names every option a non-interactive run left out. */
export const missingOptions = (names: readonly string[]): CliError =>
  new CliError('missing_options', `Missing options: ${names.join(', ')}`, {
    key: 'cli.usage.nonInteractive',
    vars: { options: names.join(', ') },
  });

interface Failure {
  code: string;
  key: string | null;
  message: string;
  exitCode: ExitCode;
  /** Usage failures also point at --help. */
  usage: boolean;
  /** The server's own words, shown under the catalogue message when there are some. */
  detail?: string;
  /** Already shown: commander printed the help because no command was given. */
  shown?: boolean;
}

/** Commander reports help and version through the same channel as errors; those are successes. */
const COMMANDER_SUCCESS = new Set(['commander.helpDisplayed', 'commander.version']);

/** inquirer's Ctrl+C; matched by name so the prompt library stays lazily loaded. */
const isPromptExit = (error: unknown): boolean => error instanceof Error && error.name === 'ExitPromptError';

const describeFailure = (error: unknown, t: Translate): Failure => {
  if (error instanceof CommanderError) {
    const success = COMMANDER_SUCCESS.has(error.code);
    const helpShown = error.code === 'commander.help';
    return {
      code: error.code,
      key: null,
      message: helpShown ? 'a command is required' : error.message.replace(/^error: /, ''),
      exitCode: success ? EXIT.ok : EXIT.usage,
      usage: !success,
      shown: helpShown,
    };
  }
  if (error instanceof CliError) {
    const message = error.key ? translate(t, error.key, error.vars) : error.message;
    const detail = isSelfStorageError(error.cause) ? error.cause.serverMessage : undefined;
    return {
      code: error.code,
      key: error.key ?? null,
      message,
      exitCode: error.exitCode,
      usage: error.exitCode === EXIT.usage,
      ...(detail ? { detail } : {}),
    };
  }
  if (isSelfStorageError(error)) {
    // A form rule failed before anything was sent: the input was wrong, as with a bad option.
    const usage = error.code === 'invalid_input';
    return {
      code: error.code,
      key: error.key,
      message: error.userMessage((key) => translate(t, key)),
      exitCode: usage ? EXIT.usage : EXIT.failed,
      usage,
    };
  }
  if (isPromptExit(error)) {
    return {
      code: 'cancelled',
      key: 'cli.status.cancelled',
      message: translate(t, 'cli.status.cancelled'),
      exitCode: EXIT.failed,
      usage: false,
    };
  }
  return {
    code: 'unexpected',
    key: null,
    message: error instanceof Error ? error.message : String(error),
    exitCode: EXIT.failed,
    usage: false,
  };
};

/**
 * Reports any failure once: the message on stderr in the chosen language and, with --json, the
 * error document on stdout. Returns the exit code.
 */
export const handleError = (error: unknown, t: Translate, output: Output): ExitCode => {
  const failure = describeFailure(error, t);
  if (failure.exitCode === EXIT.ok) return EXIT.ok;
  if (!failure.shown) {
    output.note(translate(t, 'cli.usage.error', { message: failure.message }));
    if (failure.detail) output.note(`  ${failure.detail}`);
    if (failure.usage) output.note(translate(t, 'cli.usage.help', { command: 'self-storage --help' }));
  }
  if (output.json)
    output.document({ error: { code: failure.code, key: failure.key, message: failure.message } });
  return failure.exitCode;
};
