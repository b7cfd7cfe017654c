import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@self-storage/core';
import { Command, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { access } from './commands/access.ts';
import { account } from './commands/account.ts';
import { autopay } from './commands/autopay.ts';
import { book } from './commands/book.ts';
import { branches } from './commands/branches.ts';
import { cards } from './commands/cards.ts';
import { changePassword } from './commands/change-password.ts';
import { completion } from './commands/completion.ts';
import { config } from './commands/config.ts';
import { creditNote } from './commands/credit-note.ts';
import { events } from './commands/events.ts';
import { extend } from './commands/extend.ts';
import { forgotPassword } from './commands/forgot-password.ts';
import { gate } from './commands/gate.ts';
import { groups } from './commands/groups.ts';
import { history } from './commands/history.ts';
import { link } from './commands/link.ts';
import { listen } from './commands/listen.ts';
import { login } from './commands/login.ts';
import { logout } from './commands/logout.ts';
import { moveOut } from './commands/move-out.ts';
import { payment } from './commands/payment.ts';
import { quote } from './commands/quote.ts';
import { receipt } from './commands/receipt.ts';
import { register } from './commands/register.ts';
import { repay } from './commands/repay.ts';
import { runCommand } from './commands/run.ts';
import { sandbox } from './commands/sandbox.ts';
import { sizes } from './commands/sizes.ts';
import { statement } from './commands/statement.ts';
import { taxInvoice } from './commands/tax-invoice.ts';
import { units } from './commands/units.ts';
import { whoami } from './commands/whoami.ts';
import { withholdingCertificate } from './commands/withholding-certificate.ts';
import { readConfig } from './config/config-file.ts';
import { DEFAULT_BASE_URL, globalOptionsSchema, resolveTarget } from './config/target.ts';
import { EXIT, type ExitCode, handleError } from './errors.ts';
import { loadTranslator } from './messages.ts';
import { createOutput } from './output.ts';

/** The program with every command, before any argument is parsed: its help is the same in every language. */
export const createProgram = (): Command => {
  const program = new Command('self-storage')
    .description('Book self-storage units in Bangkok from the terminal.')
    .version(packageJson.version, '-V, --version', 'print the version')
    // No commander defaults for these three: a value it does not give is the profile's, then ours.
    .addOption(
      new Option('--base-url <url>', `address of the booking API (profile's, else ${DEFAULT_BASE_URL})`).env(
        'SELF_STORAGE_BASE_URL',
      ),
    )
    .addOption(
      new Option('--lang <lang>', `language of messages and names (profile's, else ${DEFAULT_LANGUAGE})`)
        .choices(LANGUAGES)
        .env('SELF_STORAGE_LANG'),
    )
    .addOption(
      new Option('--profile <name>', 'profile: target server, language, default options and session').env(
        'SELF_STORAGE_PROFILE',
      ),
    )
    .option('--json', 'print exactly one JSON document on stdout (everything else goes to stderr)', false)
    .option('--no-json', 'human output, even where the profile says json (defaults.json true)')
    .addOption(
      new Option(
        '--sandbox-key <key>',
        "the sandbox's control key (its SANDBOX_CONTROL_KEY, or a created sandbox's key); also a profile's defaults.sandbox-key",
      ).env('SANDBOX_CONTROL_KEY'),
    )
    .option('--no-input', 'never prompt; fail naming the missing options')
    .option('--no-color', 'no colours or other escape sequences (also NO_COLOR, or output not a terminal)')
    .option('--verbose', 'log every request and reply on stderr, secrets redacted', false)
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
    config,
    forgotPassword,
    changePassword,
    branches,
    groups,
    sizes,
    units,
    quote,
    book,
    repay,
    payment,
    history,
    extend,
    moveOut,
    statement,
    cards,
    autopay,
    access,
    account,
    receipt,
    creditNote,
    taxInvoice,
    withholdingCertificate,
    link,
    sandbox,
    events,
    gate,
    listen,
    runCommand,
    completion,
  ];
  for (const add of commands) {
    add(program);
  }
  return program;
};

/** The language of the failure message: the one the run would have used, as far as it got. */
const languageOf = (program: Command): Language => {
  try {
    return resolveTarget(globalOptionsSchema.parse(program.opts()), readConfig(process.env)).lang;
  } catch {
    const { lang } = program.opts<{ lang?: unknown }>();
    return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  }
};

/** Parses and runs one command line; every failure ends in handleError. */
export const main = async (argv: readonly string[]): Promise<ExitCode> => {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    // Options parsed before the failure still choose the language and the output mode.
    const { json, color } = program.opts<{ json?: unknown; color?: unknown }>();
    const t = await loadTranslator(languageOf(program));
    return handleError(error, t, createOutput({ json: json === true, color: color !== false }));
  }
};
