import { PassThrough } from 'node:stream';
import { confirm, input, password, select } from '@inquirer/prompts';
import { render } from '@inquirer/testing';
import type { Streams } from '../../src/output.ts';
import type { Prompts } from '../../src/prompts.ts';

export type Screen = Awaited<ReturnType<typeof render>>;

/**
 * Prompts rendered in-process by @inquirer/testing: each prompt the CLI shows is handed to the
 * test through `next()`, which reads its screen and answers with key presses.
 */
export const scriptedPrompts = (): { prompts: Prompts; next: () => Promise<Screen> } => {
  const shown: Screen[] = [];
  const waiting: ((screen: Screen) => void)[] = [];
  const show = async <V>(prompt: unknown, config: unknown): Promise<V> => {
    const screen = await render(prompt as never, config as never);
    const waiter = waiting.shift();
    if (waiter) waiter(screen);
    else shown.push(screen);
    return (await screen.answer) as V;
  };
  return {
    prompts: {
      input: (config) => show<string>(input, config),
      password: (config) => show<string>(password, { ...config, mask: '*' }),
      select: <V>(config: unknown) => show<V>(select, config),
      confirm: (config) => show<boolean>(confirm, config),
    },
    next: () => {
      const screen = shown.shift();
      return screen ? Promise.resolve(screen) : new Promise((resolve) => waiting.push(resolve));
    },
  };
};

/** Streams whose output the test reads; stdin is never read, the prompts are injected. */
export const capturedStreams = (): Streams & { text: () => { stdout: string; stderr: string } } => {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return { stdin: new PassThrough(), stdout, stderr, text: () => ({ stdout: out, stderr: err }) };
};
