import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { askEmail } from '../auth.ts';
import { orAsk, requireOptions } from '../context.ts';
import { withProgress } from '../progress.ts';

export const forgotPassword = (program: Command): void => {
  program
    .command('forgot-password')
    .description('have a new password sent by email')
    .option('--email <email>', 'account email')
    .action(
      action(z.object({ email: z.string().optional() }), async (ctx, options) => {
        requireOptions(ctx, { '--email': options.email });
        const email = await orAsk(ctx, options.email, (prompts) => askEmail(ctx, prompts));
        await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
          ctx.client.customer.forgetPassword({ email }),
        );
        ctx.output.result({ email, sent: true }, () => ctx.t('cli.status.passwordSent', { email }));
      }),
    );
};
