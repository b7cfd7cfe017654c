import { accessPayload, passSecretBytes, totp } from '@self-storage/core/access';
import type { AccessAttempt, AccessPass } from '@self-storage/core/client';
import { formatDate, formatDateTime } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { BOOKING_ARGUMENT_HELP, bookingId, bookingRef } from '../booking/booking-ref.ts';
import type { Context } from '../context.ts';
import { details } from '../format.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

/** An instant as its Bangkok date and time. */
const when = (ctx: Context, iso: string): string => formatDateTime(Date.parse(iso), ctx.lang);

export const attemptResult = (ctx: Context, granted: boolean, reason: string | null): string =>
  granted
    ? ctx.t('cli.access.granted')
    : ctx.t('cli.access.denied', {
        reason: ctx.t(`access.reasons.${reason ?? 'unknown_code'}` as 'access.reasons.ended'),
      });

const logTable = (ctx: Context, attempts: readonly AccessAttempt[]): string =>
  attempts.length === 0
    ? ctx.t('cli.access.none')
    : renderTable(
        [
          { header: ctx.t('cli.access.time') },
          { header: ctx.t('cli.access.branch') },
          { header: ctx.t('cli.access.pass') },
          { header: ctx.t('cli.access.method') },
          { header: ctx.t('cli.access.result') },
        ],
        attempts.map((a) => [
          when(ctx, a.at),
          nameIn(a.branch, ctx.lang),
          a.pass
            ? ctx.t(a.pass.kind === 'owner' ? 'cli.access.owner' : 'cli.access.share', {
                name: a.pass.holder_name,
              })
            : ctx.t('access.log.unknownPass'),
          ctx.t(a.method === 'pin' ? 'access.log.pin' : 'access.log.qr'),
          attemptResult(ctx, a.granted, a.reason),
        ]),
      );

/** What `--pass` prints: the pass as the phone shows it, its QR payload worked out now by the server's clock. */
const passView = async (ctx: Context, { pass }: AccessPass) => {
  const secret = passSecretBytes(pass.secret) ?? new Uint8Array();
  const qr = accessPayload(pass.id, await totp(secret, ctx.client.clock.now()));
  const { secret: _secret, ...shown } = pass;
  return { ...shown, qr };
};

const passText = (ctx: Context, pass: Awaited<ReturnType<typeof passView>>): string =>
  [
    ctx.t('access.holder', { name: pass.holder_name }),
    details([
      [ctx.t('cli.access.result'), ctx.t(`access.states.${pass.state}`)],
      [ctx.t('access.pin'), pass.pin],
      [ctx.t('access.log.qr'), pass.qr],
      [
        ctx.t('cli.access.branch'),
        ctx.t('access.where', { branch: nameIn(pass.branch, ctx.lang), unit: pass.unit_name }),
      ],
      [
        ctx.t('access.valid', {
          start: formatDate(pass.valid_from, ctx.lang),
          end: formatDate(pass.valid_to, ctx.lang),
        }),
        '',
      ],
    ]),
    ...(pass.message ? ['', pass.message] : []),
  ].join('\n');

/** The rental's access log (who, when, which pass, granted or why not); `--pass` the pass itself. */
export const access = (program: Command): void => {
  program
    .command('access')
    .description(
      "a booking's access log at its branch's gate: every entry and denial, with who, when and which pass",
    )
    .argument('<booking>', BOOKING_ARGUMENT_HELP)
    .option('--pass', 'show the access pass instead: its state, keypad PIN and the QR payload of this moment')
    .action(
      action(z.object({ pass: z.boolean().optional() }), async (ctx, options, [given]) => {
        const ref = bookingRef(given);
        await withSession(ctx, async () => {
          const customer_service_id = await bookingId(ctx, ref);
          if (options.pass) {
            const pass = await passView(
              ctx,
              await withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
                ctx.client.rental.accessPass({ customer_service_id }),
              ),
            );
            ctx.output.result(pass, () => passText(ctx, pass));
            return;
          }
          const [attempts, booking] = await withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
            Promise.all([
              ctx.client.rental.access({ customer_service_id }),
              ctx.client.rental.statement({ customer_service_id }),
            ]),
          );
          ctx.output.result({ attempts }, () =>
            [ctx.t('cli.access.title', { booking: booking.booking_number }), logTable(ctx, attempts)].join(
              '\n',
            ),
          );
        });
      }),
    );
};
