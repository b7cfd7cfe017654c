import { formatDate, formatTime } from '@self-storage/core/dates';
import type { Command } from 'commander';
import { z } from 'zod';
import { action, NO_OPTIONS } from '../action.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { withProgress } from '../progress.ts';
import {
  type CreatedSandbox,
  type SandboxClock,
  sandboxClock,
  sandboxCreate,
  sandboxDelete,
  sandboxList,
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

/**
 * Asks on a terminal; off one (CI, a script) only --yes resets: a reset wipes every account of the
 * sandbox, which may be a team's shared one.
 */
const confirmReset = async (ctx: Context, yes: boolean): Promise<boolean> => {
  if (yes) return true;
  const url = ctx.options.baseUrl;
  if (!ctx.interactive) {
    throw new CliError('usage', `sandbox reset wipes ${url}: add --yes`, {
      key: 'cli.headless.resetNeedsYes',
      vars: { command: 'sandbox reset', url, flag: '--yes' },
    });
  }
  return (await ctx.prompts()).confirm({
    message: ctx.t('cli.headless.resetConfirm', { url }),
    default: false,
  });
};

const reset = (group: Command): void => {
  group
    .command('reset')
    .description(
      'wipe every account, booking and mail of this sandbox (only the one --base-url names), seed again, and set its test clock back',
    )
    .option('--yes', 'reset without asking (needed off a terminal)', false)
    .action(
      action(z.object({ yes: z.boolean().default(false) }), async (ctx, options) => {
        if (!(await confirmReset(ctx, options.yes))) {
          ctx.output.result({ reset: false }, () => ctx.t('cli.headless.resetNotConfirmed'));
          return;
        }
        const reply = await sandboxReset(ctx);
        ctx.output.result(reply, () => ctx.t('cli.headless.sandboxReset'));
      }),
    );
};

const createdText = (ctx: Context, created: CreatedSandbox): string =>
  [
    ctx.t('cli.headless.sandboxCreated', created),
    ...(created.key ? [ctx.t('cli.headless.sandboxKey', { key: created.key })] : []),
  ].join('\n');

const create = (group: Command): void => {
  group
    .command('create')
    .description(
      'make a sandbox of your own on this server (own accounts, bookings, inventory, clock and mail): prints its id, API base URL and web URL',
    )
    .option('--name <name>', 'a name to tell it by in sandbox list (a CI job, a tester)')
    .action(
      action(z.object({ name: z.string().optional() }), async (ctx, options) => {
        const created = await sandboxCreate(ctx, options.name);
        ctx.output.result(created, () => createdText(ctx, created));
      }),
    );
};

const list = (group: Command): void => {
  group
    .command('list')
    .description('the sandboxes made on this server besides the default one')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const sandboxes = await sandboxList(ctx);
        ctx.output.result({ sandboxes }, () =>
          sandboxes.length === 0
            ? ctx.t('cli.headless.sandboxNone')
            : sandboxes
                .map((item) =>
                  `${item.id}  ${item.apiUrl}  ${item.webUrl}  ${item.expiresAt}  ${item.name}`.trimEnd(),
                )
                .join('\n'),
        );
      }),
    );
};

const remove = (group: Command): void => {
  group
    .command('delete')
    .description('delete a sandbox made with sandbox create, and its data')
    .argument('<id>', 'its id (sb-...)')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [id]) => {
        const reply = await sandboxDelete(ctx, String(id));
        ctx.output.result(reply, () => ctx.t('cli.headless.sandboxDeleted', { id: reply.deleted }));
      }),
    );
};

/** The clock's Bangkok time in the run's language (the reply's `bangkok` is the sandbox's English). */
const clockTime = (ctx: Context, clock: SandboxClock): string =>
  ctx.t('cli.details.clockTime', {
    date: formatDate(clock.today, ctx.lang),
    time: formatTime(Date.parse(clock.now)),
  });

const showClock = (ctx: Context, clock: SandboxClock): void => {
  const hours = clock.offsetMs / 3_600_000;
  const offset = ctx.t('cli.details.clockOffset', {
    hours: `${hours >= 0 ? '+' : ''}${Number(hours.toFixed(2))}`,
  });
  ctx.output.result(clock, () => ctx.t('cli.headless.clock', { time: clockTime(ctx, clock), offset }));
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
          messages.length === 0
            ? ctx.t('cli.details.mailNone', { email: String(email) })
            : messages
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
  for (const add of [pay, fail, expire, cancel, reset, clock, mail, create, list, remove]) add(group);
};
