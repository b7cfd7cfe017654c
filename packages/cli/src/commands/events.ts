import { setTimeout as sleep } from 'node:timers/promises';
import type { SandboxEvent, SandboxEventDetail } from '@self-storage/core/sandbox';
import type { Command } from 'commander';
import { z } from 'zod';
import { action, NO_OPTIONS } from '../action.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { sandboxEvent, sandboxEvents, sandboxResend } from '../sandbox-controls.ts';
import { parseDuration } from '../scenarios/duration.ts';
import { renderTable } from '../table.ts';

/** The booking number an event is about, whatever its type. */
export const bookingNumberOf = (event: SandboxEvent): string => {
  const booking = (event.data as { booking?: { booking_number?: unknown } }).booking;
  return typeof booking?.booking_number === 'string' ? booking.booking_number : '';
};

const eventsTable = (ctx: Context, events: readonly SandboxEvent[]): string =>
  events.length === 0
    ? ctx.t('cli.events.none')
    : renderTable(
        [
          { header: ctx.t('cli.events.id') },
          { header: ctx.t('cli.events.type') },
          { header: ctx.t('cli.events.booking') },
          { header: ctx.t('cli.events.time') },
        ],
        events.map((e) => [e.id, e.type, bookingNumberOf(e), e.created_at]),
      );

const outcome = (attempt: { http_status: number | null; error: string | null }): string =>
  attempt.http_status === null ? (attempt.error ?? '') : `HTTP ${attempt.http_status}`;

const detailText = (ctx: Context, { event, deliveries }: SandboxEventDetail): string =>
  [
    JSON.stringify(event, null, 2),
    '',
    deliveries.length === 0 ? ctx.t('cli.events.noDeliveries') : ctx.t('cli.events.deliveries'),
    ...deliveries.flatMap((d) => [
      ctx.t('cli.events.delivery', { url: d.url, status: d.status, attempts: d.attempts.length }),
      ...d.attempts.map((a) => ctx.t('cli.events.attempt', { time: a.at, outcome: outcome(a) })),
      ...(d.next_attempt_at ? [ctx.t('cli.events.nextAttempt', { time: d.next_attempt_at })] : []),
    ]),
  ].join('\n');

const list = (group: Command): void => {
  group
    .command('list')
    .description("the sandbox's events, oldest first (at most 100; --after pages on)")
    .option('--booking <booking>', "only this booking's (its number or id)")
    .option('--type <type>', 'only events of this type, such as booking.paid')
    .option('--after <id>', 'only events after this one (evt_...)')
    .action(
      action(
        z.object({
          booking: z.string().optional(),
          type: z.string().optional(),
          after: z.string().optional(),
        }),
        async (ctx, options) => {
          const events = await sandboxEvents(ctx, options);
          ctx.output.result({ events }, () => eventsTable(ctx, events));
        },
      ),
    );
};

const show = (group: Command): void => {
  group
    .command('show')
    .description('one event as it is sent, with its deliveries and each attempt')
    .argument('<id>', 'the event (evt_...)')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [id]) => {
        const detail = await sandboxEvent(ctx, String(id));
        ctx.output.result(detail, () => detailText(ctx, detail));
      }),
    );
};

const resend = (group: Command): void => {
  group
    .command('resend')
    .description('send an event again, to every webhook endpoint or the one named')
    .argument('<id>', 'the event (evt_...)')
    .option('--endpoint <id>', 'only this webhook endpoint (we_...)')
    .action(
      action(z.object({ endpoint: z.string().optional() }), async (ctx, options, [id]) => {
        const reply = await sandboxResend(ctx, String(id), options.endpoint);
        ctx.output.result(reply, () =>
          ctx.t('cli.events.resent', { id: reply.resent, count: reply.deliveries.length }),
        );
      }),
    );
};

/** How often `events wait` reads the list while the event has not come. */
const WAIT_POLL_MS = 250;

const waitOptions = z.object({
  type: z.string().min(1),
  booking: z.string().optional(),
  after: z.string().optional(),
  timeout: z
    .string()
    .default('30s')
    .transform((value, issue) => {
      const ms = parseDuration(value);
      if (ms === undefined)
        issue.addIssue({ code: 'custom', message: 'a duration such as 500ms, 30s or 2m' });
      return ms ?? 0;
    }),
});

/**
 * Waits for the first event of a type (of a booking, after an event) and prints it: what a
 * scenario's `wait-for-event` step runs, its `expect` then checking the event's fields.
 */
const wait = (group: Command): void => {
  group
    .command('wait')
    .description('wait for an event of a type (of a booking) and print it; exit 1 if none comes in time')
    .requiredOption('--type <type>', 'the event type, such as booking.paid')
    .option('--booking <booking>', "only this booking's (its number or id)")
    .option('--after <id>', 'only an event after this one (evt_...)')
    .option('--timeout <duration>', 'how long to wait (default 30s)')
    .action(
      action(waitOptions, async (ctx, { timeout, ...filter }) => {
        const deadline = ctx.now() + timeout;
        for (;;) {
          const [event] = await sandboxEvents(ctx, filter);
          if (event) return ctx.output.result(event, () => JSON.stringify(event, null, 2));
          if (ctx.now() >= deadline) {
            throw new CliError('event_not_seen', `No ${filter.type} event within ${timeout} ms`, {
              key: 'cli.events.notSeen',
              vars: { type: filter.type, seconds: Math.round(timeout / 1000) },
            });
          }
          await sleep(WAIT_POLL_MS);
        }
      }),
    );
};

/** `events list|show|resend|wait`: what happened to the sandbox's rentals, and where it was sent. */
export const events = (program: Command): void => {
  const group = program
    .command('events')
    .description(
      "the sandbox's rental events: list them, show one with its deliveries, send one again, wait for one",
    );
  for (const add of [list, show, resend, wait]) add(group);
};
