import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@self-storage/sandbox';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { createProgram } from '../src/program.ts';
import { type Cli, createCli, MAIN } from './support/cli.ts';
import { DEMO, dates, pngFile, thaiId, translator } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;

beforeAll(async () => {
  // The demo account books more units here than the default limit of unpaid holds.
  sandbox = await startTestSandbox({ maxUnpaidBookings: 100 });
  cli = createCli(sandbox.url);
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
});
afterAll(() => sandbox.close());

const ESCAPE = '\x1b';
/** The Thai block of Unicode: no help text has a letter of it. */
const THAI = /[\u0E00-\u0E7F]/;

describe('conventions', () => {
  it('prints the version, and help for a command with exit 0', async () => {
    expect(await cli.run(['--version'])).toMatchObject({ code: 0, stdout: `${packageJson.version}\n` });
    const help = await cli.run(['help', 'book']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: self-storage book');
    expect(help.stdout).toContain('--no-wait');
    expect((await cli.run(['book', '--help'])).code).toBe(0);
    expect((await cli.run([])).code).toBe(2);
  });

  it("writes every command's help in English, whatever the language of the run", async () => {
    // Every command and subcommand, from the program itself: one process per help would be some
    // forty runs of the CLI.
    const helps = (command: Command): [string, string][] => [
      [command.name(), command.helpInformation()],
      ...command.commands.flatMap(helps),
    ];
    const all = helps(createProgram());
    expect(all.length).toBeGreaterThan(30);
    for (const [name, help] of all) expect(help, name).not.toMatch(THAI);
    // And as a Thai run prints it.
    const run = await cli.run(['--lang', 'th', 'help', 'withholding-certificate']);
    expect(run.stdout).not.toMatch(THAI);
    expect(run.stdout).toContain('withholding tax certificate (form 50 Tawi)');
  });

  it('says in one line which Node it needs when run by an older one', () => {
    const system = '/usr/bin/node';
    let version = '';
    try {
      version = execFileSync(system, ['--version'], { encoding: 'utf8' });
    } catch {
      return; // No system Node here: nothing older to try.
    }
    if (Number(version.slice(1).split('.')[0]) >= 24) return;
    // The bin, and the bundle run directly.
    for (const entry of [join(import.meta.dirname, '..', 'bin', 'self-storage.js'), MAIN]) {
      const result = (() => {
        try {
          execFileSync(system, [entry, 'branches'], { encoding: 'utf8', stdio: 'pipe' });
          return { status: 0, stderr: '' };
        } catch (error) {
          return error as { status: number; stderr: string };
        }
      })();
      expect(result.status, entry).toBe(1);
      expect(result.stderr).toMatch(
        /^self-storage needs Node\.js 24\.11 or newer; this is Node\.js 20\.[^\n]*\n$/,
      );
    }
  });

  it('completes commands, options and their values in bash', async () => {
    const script = join(cli.configDir, 'completion.bash');
    writeFileSync(script, (await cli.run(['completion', 'bash'])).stdout);
    const complete = (...words: string[]): string =>
      execFileSync(
        'bash',
        [
          '-c',
          `source ${script}; COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _self_storage; echo "\${COMPREPLY[*]}"`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(complete('self-storage', 'sand')).toBe('sandbox');
    expect(complete('self-storage', 'sandbox', 'clock', '')).toBe('advance set reset');
    expect(complete('self-storage', 'book', '--no-w')).toBe('--no-wait');
    expect(complete('self-storage', '--profile', 'qa', 'book', '--pay', '')).toBe('qr kiosk card');
    for (const shell of ['zsh', 'fish']) {
      const result = await cli.run(['completion', shell]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('sandbox');
    }
    expect((await cli.run(['completion', 'tcsh'])).code).toBe(2);
  });
});

describe('colours and escape sequences', () => {
  const { start, end } = dates(30);
  const bookQr = [
    'book',
    ...['--branch', '1', '--group', '1', '--size', 'any', '--unit', 'any', '--start', start, '--end', end],
    ...['--pay', 'qr', '--no-wait'],
  ];

  /** Runs the CLI on a pseudo-terminal (util-linux `script`), as a person at a terminal would. */
  const onTerminal = (args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> =>
    new Promise((resolve, reject) => {
      const command = [process.execPath, MAIN, '--base-url', sandbox.url, ...args]
        .map((word) => `'${word}'`)
        .join(' ');
      execFile(
        'script',
        ['-qec', command, '/dev/null'],
        {
          env: { ...process.env, SELF_STORAGE_CONFIG_DIR: cli.configDir, TERM: 'xterm-256color', ...env },
          timeout: 30_000,
        },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });

  it('draws the QR in colour on a terminal, and without any escape byte under NO_COLOR or --no-color', async () => {
    const coloured = await onTerminal(bookQr, { NO_COLOR: '' });
    expect(coloured).toContain(ESCAPE);
    for (const output of [
      await onTerminal(bookQr, { NO_COLOR: '1' }),
      await onTerminal(['--no-color', ...bookQr]),
    ]) {
      expect(output).not.toContain(ESCAPE);
      expect(output).toMatch(/[█▀▄]/);
      expect(output).toMatch(/qr-payload: 000201\S+/);
    }
  });

  it('writes no escape byte when the output is not a terminal', async () => {
    const piped = await cli.run(bookQr);
    expect(piped.code).toBe(0);
    expect(piped.stdout + piped.stderr).not.toContain(ESCAPE);
    expect(piped.stderr).toContain('qr-payload: 000201');
  });
});

describe('diagnostics', () => {
  it("shows the server's own words under the spec's message: a code asked for again too soon", async () => {
    const args = (email: string) => [
      ...['register', '--email', email, '--otp-from-sandbox', '--type', 'personal-thai'],
      ...['--first-name', 'Somchai', '--last-name', 'Jaidee', '--address', '99 Rama 4 Road, Bangkok'],
      ...[
        '--phone',
        '0812345678',
        '--id-card',
        thaiId(),
        '--document',
        pngFile(),
        '--password',
        'Secret-2468',
      ],
    ];
    // A code was just sent to the email: another within 10 seconds is refused.
    const sendOtp = (email: string) =>
      fetch(`${sandbox.url}/api/self-storage/customer/send-otp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const t = await translator('en');
    await sendOtp('too-soon-1@example.com');
    const human = await cli.run(['--lang', 'en', ...args('too-soon-1@example.com')]);
    expect(human.code).toBe(1);
    expect(human.stderr).toContain(`${t('cli.usage.error', { message: t('register.otpSendError') })}\n  `);
    expect(human.stderr).toMatch(/wait \d+ seconds/i);
    await sendOtp('too-soon-2@example.com');
    const json = await cli.run(['--json', '--lang', 'en', ...args('too-soon-2@example.com')]);
    // Throttled with HTTP 429 and Retry-After, like every other limit of the server.
    expect(JSON.parse(json.stdout).error).toEqual({
      code: 'http_error',
      key: 'register.otpSendError',
      message: t('register.otpSendError'),
      status: 429,
      responseCode: 429,
      serverMessage: expect.stringMatching(/wait \d+ seconds/i),
      url: `${sandbox.url}/api/self-storage/customer/send-otp`,
      cause: expect.stringContaining('429 Too Many Requests'),
    });
  });

  it('names what lay under a network failure', async () => {
    const down = await cli.run(['--json', '--base-url', 'http://127.0.0.1:9', 'branches']);
    expect(down.code).toBe(1);
    expect(JSON.parse(down.stdout).error).toMatchObject({
      code: 'network',
      url: 'http://127.0.0.1:9/api/self-storage/service/get-branch',
      cause: expect.stringContaining('fetch failed'),
    });
  });

  it('logs each request and reply with --verbose, passwords and tokens redacted', async () => {
    const logged = await cli.run(['--verbose', 'login', '--email', DEMO.email, '--password', DEMO.password]);
    expect(logged.code).toBe(0);
    expect(logged.stderr).toMatch(
      /^> POST http:\/\/\S+\/api\/self-storage\/customer\/login \{.*"password":"\[redacted\]"/m,
    );
    expect(logged.stderr).toMatch(
      /^< 200 http:\/\/\S+\/customer\/login \(\d+ ms\) \{.*"token":"\[redacted\]"/m,
    );
    expect(logged.stderr).not.toContain(DEMO.password);
    const history = await cli.run(['--verbose', 'history']);
    expect(history.stderr).toMatch(/^> POST \S+\/booking\/booking-service \{"token":"\[redacted\]"/m);
  });
});
