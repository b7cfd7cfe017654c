import { text } from 'node:stream/consumers';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { askEmail, askPassword, logIn } from '../auth.ts';
import { type Context, orAsk, requireOptions } from '../context.ts';
import { CliError } from '../errors.ts';

const loginOptions = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  passwordStdin: z.boolean().optional(),
});

/** The first line of stdin, as `docker login --password-stdin` reads it: a script pipes it in. */
const passwordFromStdin = async (ctx: Context): Promise<string> => {
  const [line = ''] = (await text(ctx.output.streams.stdin)).split(/\r?\n/);
  if (line === '') {
    throw new CliError('usage', '--password-stdin read no password from stdin', {
      key: 'cli.details.problems.stdinEmpty',
      vars: { option: '--password-stdin' },
    });
  }
  return line;
};

export const login = (program: Command): void => {
  program
    .command('login')
    .description("log in to the profile's server and save the session there (valid 12 hours)")
    .option('--email <email>', 'account email')
    .addOption(
      new Option('--password <password>', 'password (prompted, masked, when left out)').env(
        'SELF_STORAGE_PASSWORD',
      ),
    )
    .option('--password-stdin', 'read the password from the first line of stdin (before --password)')
    .action(
      action(loginOptions, async (ctx, options) => {
        const given = options.passwordStdin ? await passwordFromStdin(ctx) : options.password;
        requireOptions(ctx, { '--email': options.email, '--password': given });
        const email = await orAsk(ctx, options.email, (prompts) => askEmail(ctx, prompts));
        const password = await orAsk(ctx, given, (prompts) => askPassword(ctx, prompts));
        const expiresAt = await logIn(ctx, email, password);
        const profile = ctx.profile();
        ctx.output.result(
          {
            profile: profile.name,
            server: profile.server,
            email,
            expiresAt: new Date(expiresAt).toISOString(),
          },
          () => ctx.t('cli.status.loggedInAs', { email }),
        );
      }),
    );
};
