import { isSelfStorageError } from '@self-storage/core';
import type { CatalogKey, InterpolationValue } from '@self-storage/locales';
import { CommanderError } from 'commander';
import { type Translate, translate } from './messages.ts';
import type { Output } from './output.ts';
import { reasonText, usageMessage } from './usage-messages.ts';

/** 130 and 143: the shell's code for a process ended by SIGINT (2) or SIGTERM (15), 128 + the signal. */
export const EXIT = { ok: 0, failed: 1, usage: 2, sigint: 130, sigterm: 143 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export type CliErrorCode =
  | 'usage'
  | 'missing_options'
  | 'not_logged_in'
  | 'login_failed'
  | 'file_unreadable'
  | 'sandbox_failed'
  | 'config_invalid'
  | 'not_set'
  | 'scenarios_failed'
  | 'interrupted'
  | 'cancelled'
  | 'booking_not_found'
  | 'event_not_seen';

const USAGE_CODES: ReadonlySet<CliErrorCode> = new Set([
  'usage',
  'missing_options',
  'file_unreadable',
  'config_invalid',
]);

interface CliErrorOptions {
  /** Catalogue text shown to the user; without one, `message` is shown as it is. */
  key?: CatalogKey;
  vars?: Readonly<Record<string, InterpolationValue>>;
  cause?: unknown;
  /** The address called, when the failure is a reply (the sandbox controls). */
  url?: string;
  status?: number;
  /** The server's own words. */
  serverMessage?: string;
  /** Already reported by the command (a scenario run's report): only the exit code is left. */
  reported?: boolean;
  /** Instead of 1 (or 2 for usage): a run stopped by a signal exits with the signal's code. */
  exitCode?: ExitCode;
}

/** The CLI's one failure type: usage problems exit 2, everything else 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly code: CliErrorCode;
  readonly exitCode: ExitCode;
  readonly key: CatalogKey | undefined;
  readonly vars: Readonly<Record<string, InterpolationValue>> | undefined;
  readonly url: string | undefined;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly reported: boolean;

  constructor(code: CliErrorCode, message: string, options: CliErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.exitCode = options.exitCode ?? (USAGE_CODES.has(code) ? EXIT.usage : EXIT.failed);
    this.key = options.key;
    this.vars = options.vars;
    this.url = options.url;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.reported = options.reported ?? false;
  }
}

/** A file that could not be read: named, with the system's code for why (ENOENT, EACCES). */
export const unreadable = (
  code: 'file_unreadable' | 'config_invalid',
  file: string,
  cause: unknown,
): CliError => {
  const reason = (cause as NodeJS.ErrnoException).code ?? (cause as Error).message;
  return new CliError(code, `Cannot read ${file}: ${reason}`, {
    key: 'cli.details.problems.fileUnreadable',
    vars: { file, reason },
    cause,
  });
};

/** Names every option a non-interactive run left out. */
export const missingOptions = (names: readonly string[]): CliError =>
  new CliError('missing_options', `Missing options: ${names.join(', ')}`, {
    key: 'cli.usage.nonInteractive',
    vars: { options: names.join(', ') },
  });

/** What a reply said, for programs: the fields of a --json error beside code, key and message. */
export interface Diagnostics {
  /** HTTP status of the reply, when there was one. */
  status: number | null;
  /** The envelope's response_code, when the server refused. */
  responseCode: number | null;
  /** The envelope's response_message: the server's own words. */
  serverMessage: string | null;
  /** The address called. */
  url: string | null;
  /** What lay under the failure (a refused connection, a timeout, an invalid reply), as text. */
  cause: string | null;
}

const NO_DIAGNOSTICS: Diagnostics = {
  status: null,
  responseCode: null,
  serverMessage: null,
  url: null,
  cause: null,
};

interface Failure extends Diagnostics {
  code: string;
  key: string | null;
  message: string;
  exitCode: ExitCode;
  /** Usage failures also point at --help. */
  usage: boolean;
  /** Already shown: commander printed the help because no command was given. */
  shown?: boolean;
}

/** Commander reports help and version through the same channel as errors; those are successes. */
const COMMANDER_SUCCESS = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

/** inquirer's Ctrl+C; matched by name so the prompt library stays lazily loaded. */
const isPromptExit = (error: unknown): boolean => error instanceof Error && error.name === 'ExitPromptError';

/** `name: message` of each cause under the failure, with a system error's code (ECONNREFUSED). */
const describeCause = (cause: unknown): string | null => {
  const parts: string[] = [];
  let current = cause;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    if (current instanceof Error) {
      const code = (current as NodeJS.ErrnoException).code;
      parts.push(`${current.name}: ${current.message}${code ? ` (${code})` : ''}`);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.length === 0 ? null : parts.join(' <- ');
};

/** The reply fields of a failure, read from the SDK's error (or the CLI's own, for the controls). */
const diagnosticsOf = (error: unknown): Diagnostics => {
  const source = error instanceof CliError && isSelfStorageError(error.cause) ? error.cause : error;
  if (!(source instanceof Error)) return NO_DIAGNOSTICS;
  const fields = source as Error & {
    status?: number;
    responseCode?: number;
    serverMessage?: string;
    url?: string;
  };
  return {
    status: fields.status ?? null,
    responseCode: fields.responseCode ?? null,
    serverMessage: fields.serverMessage ?? null,
    url: fields.url ?? null,
    cause: describeCause(source.cause),
  };
};

/** A `reason` may be an argument parser's catalogue key (a profile default checked by it). */
const saidVars = (vars: CliError['vars'], t: Translate): CliError['vars'] =>
  vars && typeof vars.reason === 'string' ? { ...vars, reason: reasonText(vars.reason, t) } : vars;

const describeFailure = (error: unknown, t: Translate): Failure => {
  if (error instanceof CommanderError) {
    const success = COMMANDER_SUCCESS.has(error.code) && error.exitCode === 0;
    const helpShown = error.code === 'commander.help';
    return {
      ...NO_DIAGNOSTICS,
      code: error.code,
      key: null,
      message: helpShown
        ? 'a command is required'
        : usageMessage(error, error.message.replace(/^error: /, ''), t),
      exitCode: success ? EXIT.ok : EXIT.usage,
      usage: !success,
      shown: helpShown,
    };
  }
  if (error instanceof CliError) {
    return {
      ...diagnosticsOf(error),
      code: error.code,
      key: error.key ?? null,
      message: error.key ? translate(t, error.key, saidVars(error.vars, t)) : error.message,
      exitCode: error.exitCode,
      usage: error.exitCode === EXIT.usage,
      shown: error.reported,
    };
  }
  if (isSelfStorageError(error)) {
    // A form rule failed before anything was sent: the input was wrong, as with a bad option.
    const usage = error.code === 'invalid_input';
    return {
      ...diagnosticsOf(error),
      code: error.code,
      key: error.key,
      message: error.userMessage((key) => translate(t, key)),
      exitCode: usage ? EXIT.usage : EXIT.failed,
      usage,
    };
  }
  if (isPromptExit(error)) {
    return {
      ...NO_DIAGNOSTICS,
      code: 'cancelled',
      key: 'cli.status.cancelled',
      message: translate(t, 'cli.status.cancelled'),
      exitCode: EXIT.failed,
      usage: false,
    };
  }
  return {
    ...diagnosticsOf(error),
    code: 'unexpected',
    key: null,
    message: error instanceof Error ? error.message : String(error),
    exitCode: EXIT.failed,
    usage: false,
  };
};

/**
 * Reports any failure once: the message on stderr in the chosen language, then the server's own
 * words when it gave some that the message does not already show; with --json, the error
 * document on stdout. Returns the exit code.
 */
export const handleError = (error: unknown, t: Translate, output: Output): ExitCode => {
  const failure = describeFailure(error, t);
  if (failure.exitCode === EXIT.ok) return EXIT.ok;
  if (!failure.shown) {
    output.note(translate(t, 'cli.usage.error', { message: failure.message }));
    if (failure.serverMessage && failure.serverMessage !== failure.message) {
      output.note(`  ${failure.serverMessage}`);
    }
    if (failure.usage) output.note(translate(t, 'cli.usage.help', { command: 'self-storage --help' }));
  }
  if (output.json && !(error instanceof CliError && error.reported)) {
    const { code, key, message, status, responseCode, serverMessage, url, cause } = failure;
    output.document({ error: { code, key, message, status, responseCode, serverMessage, url, cause } });
  }
  return failure.exitCode;
};
