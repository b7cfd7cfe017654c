import { changePasswordStep2Schema, validateOrThrow } from '@self-storage/core/forms';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { askEmail, askPassword } from '../auth.ts';
import { type Context, orAsk, requireOptions } from '../context.ts';
import { withProgress } from '../progress.ts';

const changePasswordOptions = z.object({
  email: z.string().optional(),
  oldPassword: z.string().optional(),
  newPassword: z.string().optional(),
});

/** A prompted new password is typed twice; one given as an option is its own confirmation. */
const newPassword = async (ctx: Context, given: string | undefined) => {
  if (given) return { password: given, confirmPassword: given };
  const prompts = await ctx.prompts();
  const password = await askPassword(ctx, prompts, ctx.t('cli.prompts.newPassword'));
  const confirmPassword = await askPassword(ctx, prompts, ctx.t('cli.prompts.confirmPassword'));
  return validateOrThrow(changePasswordStep2Schema, { password, confirmPassword });
};

export const changePassword = (program: Command): void => {
  program
    .command('change-password')
    .description('change the password (the old one may be the one emailed by forgot-password)')
    .option('--email <email>', 'account email')
    .option('--old-password <password>', 'current password')
    .option('--new-password <password>', 'new password')
    .action(
      action(changePasswordOptions, async (ctx, options) => {
        requireOptions(ctx, {
          '--email': options.email,
          '--old-password': options.oldPassword,
          '--new-password': options.newPassword,
        });
        const email = await orAsk(ctx, options.email, (prompts) => askEmail(ctx, prompts));
        const oldPassword = await orAsk(ctx, options.oldPassword, (prompts) =>
          askPassword(ctx, prompts, ctx.t('cli.prompts.oldPassword')),
        );
        const { password, confirmPassword } = await newPassword(ctx, options.newPassword);
        await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
          ctx.client.customer.changePassword({
            email,
            oldPassword,
            newPassword: password,
            confirmedPassword: confirmPassword,
          }),
        );
        ctx.output.result({ email, changed: true }, () => ctx.t('cli.status.passwordChanged'));
      }),
    );
};
