import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';
import { withProgress } from '../progress.ts';
import { sandboxMail, sandboxPay } from '../sandbox-controls.ts';

export const sandbox = (program: Command): void => {
  const group = program
    .command('sandbox')
    .description('controls of the local sandbox (not part of the booking API)');
  group
    .command('pay')
    .description('simulate a payment: a QR uuid, or else a kiosk pay reference')
    .argument('<target>', 'QR uuid (book prints "qr-uuid: ...") or kiosk reference')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [target]) => {
        const reply = await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
          sandboxPay(ctx, String(target)),
        );
        ctx.output.result({ target, paid: true, reply }, () => ctx.t('cli.progress.paid'));
      }),
    );
  group
    .command('mail')
    .description('list the sandbox outbox of an email address')
    .argument('<email>', 'recipient')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [email]) => {
        const messages = await sandboxMail(ctx, String(email));
        ctx.output.result({ messages }, () =>
          messages
            .map((mail) => `${mail.sentAt}  ${mail.to}\n${mail.subject}\n\n${mail.text.trim()}\n`)
            .join(`\n${'-'.repeat(40)}\n`),
        );
      }),
    );
};
