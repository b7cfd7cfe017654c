import { PAYMENT_COUNTDOWN_S, SelfStorageError } from '@self-storage/core';
import { type Command, InvalidArgumentError } from 'commander';
import { z } from 'zod';
import { action, NO_OPTIONS } from '../action.ts';
import { withSession } from '../auth.ts';
import { watchQr } from '../booking/qr.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { withProgress } from '../progress.ts';
import { PARSER_REASONS } from '../usage-messages.ts';

const uuidOf = (value: unknown): string => {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) {
    throw new CliError('usage', `${String(value)} is not a payment uuid`, {
      key: 'cli.details.problems.notUuid',
      vars: { value: String(value), format: 'uuid' },
    });
  }
  return parsed.data;
};

const parseSeconds = (value: string): number => {
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError(PARSER_REASONS.seconds);
  }
  return Number(value);
};

const inquire = (ctx: Context, uuid: string) =>
  withSession(ctx, () =>
    withProgress(ctx.output, ctx.t('cli.progress.checkingPayment'), () =>
      ctx.client.payment.qrInquire({ uuid }),
    ),
  );

const status = (group: Command): void => {
  group
    .command('status')
    .description('ask the server about a QR payment (qr/inquire): pending, paid, expired or failed')
    .argument('<uuid>', 'the payment uuid (book --no-wait prints it)')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [raw]) => {
        const uuid = uuidOf(raw);
        const { status: state } = await inquire(ctx, uuid);
        ctx.output.result({ uuid, status: state }, () =>
          ctx.t('cli.headless.paymentStatus', { uuid, status: state }),
        );
      }),
    );
};

const waitOptions = z.object({
  timeout: z.number().int().positive().default(PAYMENT_COUNTDOWN_S),
  callbackUrl: z.url().optional(),
});

const wait = (group: Command): void => {
  group
    .command('wait')
    .description('wait until a QR payment is paid (exit 0), fails or runs out of time (exit 1)')
    .argument('<uuid>', 'the payment uuid (book --no-wait prints it)')
    .option(
      '--timeout <seconds>',
      `give up after this many seconds (default ${PAYMENT_COUNTDOWN_S})`,
      parseSeconds,
    )
    .option('--callback-url <url>', "the payment's event stream (default <base-url>/callback/<uuid>)")
    .action(
      action(waitOptions, async (ctx, options, [raw]) => {
        const uuid = uuidOf(raw);
        await withSession(ctx, async () => {
          // Already settled: no stream to open.
          const now = await ctx.client.payment.qrInquire({ uuid });
          if (now.status === 'failed')
            throw new SelfStorageError({ code: 'payment_failed', key: 'payment.qr.error' });
          if (now.status === 'expired')
            throw new SelfStorageError({ code: 'payment_timeout', key: 'payment.timeout' });
          if (now.status === 'paid') return;
          await watchQr(ctx, {
            uuid,
            callbackUrl: options.callbackUrl ?? `${ctx.client.baseUrl}/callback/${uuid}`,
            countdownSeconds: options.timeout,
          });
        });
        ctx.output.result({ uuid, status: 'paid' }, () => ctx.t('cli.status.paymentSuccess'));
      }),
    );
};

export const payment = (program: Command): void => {
  const group = program
    .command('payment')
    .description('follow a QR payment made elsewhere (book --no-wait): its status, or wait for it');
  status(group);
  wait(group);
};
