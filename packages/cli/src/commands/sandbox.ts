import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';
import type { Context } from '../context.ts';
import { withProgress } from '../progress.ts';
import {
  type SandboxClock,
  sandboxClock,
  sandboxMail,
  sandboxPay,
  sandboxReset,
  sandboxTarget,
} from '../sandbox-controls.ts';

const TARGET_HELP = 'payment uuid (book prints "qr-uuid: ..."), kiosk reference or booking number';

const pay = (group: Command): void => {
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
};

const fail = (group: Command): void => {
  group
    .command('fail')
    .description("refuse a payment as the bank would: the uuid's, or every pending one of the booking")
    .argument('<target>', TARGET_HELP)
    .action(
      action(NO_OPTIONS, async (ctx, _options, [target]) => {
        const reply = await sandboxTarget(ctx, String(target), 'fail');
        ctx.output.result({ target, ...reply }, () =>
          ctx.t('cli.headless.paymentFailed', { target: String(target) }),
        );
      }),
    );
};

const expire = (group: Command): void => {
  group
    .command('expire')
    .description(
      "let time run out: a uuid's QR or card payment (the booking stays open), or a booking's payment deadline",
    )
    .argument('<target>', TARGET_HELP)
    .action(
      action(NO_OPTIONS, async (ctx, _options, [target]) => {
        const reply = await sandboxTarget(ctx, String(target), 'expire');
        ctx.output.result({ target, ...reply }, () =>
          reply.booking_status === 'expired'
            ? ctx.t('cli.headless.bookingExpired', { booking: reply.booking_number })
            : ctx.t('payment.timeout'),
        );
      }),
    );
};

const cancel = (group: Command): void => {
  group
    .command('cancel')
    .description('cancel the booking, as customer service would (unpaid invoices void, unit free)')
    .argument('<target>', TARGET_HELP)
    .action(
      action(NO_OPTIONS, async (ctx, _options, [target]) => {
        const reply = await sandboxTarget(ctx, String(target), 'cancel');
        ctx.output.result({ target, ...reply }, () =>
          ctx.t('cli.headless.bookingCancelled', { booking: reply.booking_number }),
        );
      }),
    );
};

const reset = (group: Command): void => {
  group
    .command('reset')
    .description('wipe every account, booking and mail, seed again, and set the test clock back')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const reply = await sandboxReset(ctx);
        ctx.output.result(reply, () => ctx.t('cli.headless.sandboxReset'));
      }),
    );
};

const showClock = (ctx: Context, clock: SandboxClock): void => {
  const hours = clock.offsetMs / 3_600_000;
  const offset = `${hours >= 0 ? '+' : ''}${Number(hours.toFixed(2))}h`;
  ctx.output.result(clock, () => ctx.t('cli.headless.clock', { time: clock.bangkok, offset }));
};

const clock = (group: Command): void => {
  const clockGroup = group
    .command('clock')
    .description("the sandbox's test clock: every time rule follows it (sessions, QR, holds, dates)")
    .action(action(NO_OPTIONS, async (ctx) => showClock(ctx, await sandboxClock(ctx))));
  clockGroup
    .command('advance')
    .description('move it forward by a duration: 90s, 10m, 13h, 2d, 1d12h')
    .argument('<duration>', 'digits and a unit (w d h m s), combinable')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [duration]) =>
        showClock(ctx, await sandboxClock(ctx, { advance: String(duration) })),
      ),
    );
  clockGroup
    .command('set')
    .description('set it to an instant, never earlier than its present')
    .argument('<instant>', 'ISO 8601, e.g. 2026-04-01T03:00:00Z')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [instant]) =>
        showClock(ctx, await sandboxClock(ctx, { set: String(instant) })),
      ),
    );
  clockGroup
    .command('reset')
    .description('back to real time')
    .action(action(NO_OPTIONS, async (ctx) => showClock(ctx, await sandboxClock(ctx, { reset: true }))));
};

const mail = (group: Command): void => {
  group
    .command('mail')
    .description('list the sandbox outbox of an email address')
    .argument('<email>', 'recipient')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [email]) => {
        const messages = await sandboxMail(ctx, String(email));
        ctx.output.result({ messages }, () =>
          messages
            .map((item) => `${item.sentAt}  ${item.to}\n${item.subject}\n\n${item.text.trim()}\n`)
            .join(`\n${'-'.repeat(40)}\n`),
        );
      }),
    );
};

export const sandbox = (program: Command): void => {
  const group = program
    .command('sandbox')
    .description('controls of the sandbox (not part of the booking API)');
  for (const add of [pay, fail, expire, cancel, reset, clock, mail]) add(group);
};
