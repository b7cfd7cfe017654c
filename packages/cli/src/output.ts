/** The process streams, injectable so the wizard can run in-process under test. */
export interface Streams {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export const processStreams = (): Streams => ({
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});

/**
 * Whether escape sequences (colours, the spinner's line redraws) may be written: never with
 * NO_COLOR set (https://no-color.org), with --no-color, or when the stream is not a terminal.
 */
export const colorAllowed = (
  env: NodeJS.ProcessEnv,
  colorOption: boolean,
  stream: { isTTY?: boolean },
): boolean => colorOption && !env.NO_COLOR && Boolean(stream.isTTY);

/**
 * Where things go: the result on stdout (exactly one JSON document with --json), everything
 * else (progress, prompts, notices, errors) on stderr so stdout stays parseable.
 */
export interface Output {
  readonly json: boolean;
  readonly streams: Streams;
  /** Whether stderr takes escape sequences, so progress may redraw a line in place and the QR use colours. */
  readonly live: boolean;
  /** The command's result: `value` as JSON with --json, else the human text. */
  result(value: unknown, human: () => string): void;
  /** A JSON document on stdout, whatever the mode (the error document). */
  document(value: unknown): void;
  /** A line for the user on stderr. */
  note(text: string): void;
}

export interface OutputOptions {
  json: boolean;
  streams?: Streams;
  /** --color (true unless --no-color). */
  color?: boolean;
  env?: NodeJS.ProcessEnv;
}

export const createOutput = ({
  json,
  streams = processStreams(),
  color = true,
  env = process.env,
}: OutputOptions): Output => {
  const document = (value: unknown): void => {
    streams.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  };
  return {
    json,
    streams,
    live: colorAllowed(env, color, streams.stderr),
    result(value, human) {
      if (json) return document(value);
      const text = human();
      if (text !== '') streams.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    document,
    note(text) {
      streams.stderr.write(`${text}\n`);
    },
  };
};
