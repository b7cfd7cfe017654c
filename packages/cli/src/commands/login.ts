import type { Command } from 'commander';
import { action } from '../action.ts';
import { askEmail, askPassword, logIn } from '../auth.ts';
import { orAsk, requireOptions } from '../context.ts';

interface LoginOptions {
  email?: string;
  password?: string;
}

export const login = (program: Command): void => {
  program
    .command('login')
    .description('log in and save the session in the profile (valid 12 hours)')
    .option('--email <email>', 'account email')
    .option('--password <password>', 'password (prompted, masked, when left out)')
    .action(
      action<LoginOptions>(async (ctx, options) => {
        requireOptions(ctx, { '--email': options.email, '--password': options.password });
        const email = await orAsk(ctx, options.email, (prompts) => askEmail(ctx, prompts));
        const password = await orAsk(ctx, options.password, (prompts) => askPassword(ctx, prompts));
        const expiresAt = await logIn(ctx, email, password);
        ctx.output.result(
          { profile: ctx.profile().name, email, expiresAt: new Date(expiresAt).toISOString() },
          () => ctx.t('cli.status.loggedInAs', { email }),
        );
      }),
    );
};
