import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@self-storage/core';
import { Command, Option } from 'commander';
import { book } from './commands/book.ts';
import { branches } from './commands/branches.ts';
import { changePassword } from './commands/change-password.ts';
import { forgotPassword } from './commands/forgot-password.ts';
import { groups } from './commands/groups.ts';
import { history } from './commands/history.ts';
import { link } from './commands/link.ts';
import { login } from './commands/login.ts';
import { logout } from './commands/logout.ts';
import { quote } from './commands/quote.ts';
import { register } from './commands/register.ts';
import { repay } from './commands/repay.ts';
import { sandbox } from './commands/sandbox.ts';
import { sizes } from './commands/sizes.ts';
import { units } from './commands/units.ts';
import { whoami } from './commands/whoami.ts';
import type { GlobalOptions } from './context.ts';
import { EXIT, type ExitCode, handleError } from './errors.ts';
import { loadTranslator } from './messages.ts';
import { createOutput } from './output.ts';

const DEFAULT_BASE_URL = 'http://localhost:8080';

const createProgram = (): Command => {
  const program = new Command('self-storage')
    .description('Book self-storage units in Bangkok from the terminal.')
    .addOption(
      new Option('--base-url <url>', 'address of the booking API')
        .env('SELF_STORAGE_BASE_URL')
        .default(DEFAULT_BASE_URL),
    )
    .addOption(
      new Option('--lang <lang>', 'language of messages and names')
        .choices(LANGUAGES)
        .env('SELF_STORAGE_LANG')
        .default(DEFAULT_LANGUAGE),
    )
    .option('--json', 'print exactly one JSON document on stdout (everything else goes to stderr)', false)
    .option('--profile <name>', 'saved session to use', 'default')
    .option('--no-input', 'never prompt; fail naming the missing options')
    .configureHelp({ showGlobalOptions: true })
    .exitOverride()
    // handleError prints failures once, in the chosen language.
    .configureOutput({ outputError: () => {} })
    .showHelpAfterError(false);
  const commands = [
    register,
    login,
    logout,
    whoami,
    forgotPassword,
    changePassword,
    branches,
    groups,
    sizes,
    units,
    quote,
    book,
    repay,
    history,
    link,
    sandbox,
  ];
  for (const add of commands) {
    add(program);
  }
  return program;
};

/** Parses and runs one command line; every failure ends in handleError. */
export const main = async (argv: readonly string[]): Promise<ExitCode> => {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    // Options parsed before the failure still choose the language and the output mode.
    const { lang, json } = program.opts<Partial<GlobalOptions>>();
    const t = await loadTranslator(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
    return handleError(error, t, createOutput(json === true));
  }
};
