import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SIGNATURE_HEADER, signEvent } from '@self-storage/core';
import type { SandboxEvent } from '@self-storage/core/sandbox';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import type { Context } from '../context.ts';
import { listenForInterrupts } from '../interrupts.ts';
import { sandboxEvents, sandboxLatestEvent } from '../sandbox-controls.ts';
import { bookingNumberOf } from './events.ts';

/** How often the sandbox's event list is read while nothing new is in it. */
const POLL_MS = 500;
/** A local server that has not answered by then has missed this event; the next one is sent. */
const FORWARD_TIMEOUT_MS = 10_000;

const optionsSchema = z.object({
  forwardTo: z.url({ protocol: /^https?$/ }),
  secret: z.string().min(1).optional(),
  maxEvents: z.coerce.number().int().positive().optional(),
});

type Forwarded = { status: number } | { error: string };

/** Posts the event to the local URL, signed with the listener's secret as the sandbox signs its deliveries. */
const forward = async (
  ctx: Context,
  url: string,
  secret: string,
  event: SandboxEvent,
): Promise<Forwarded> => {
  const body = JSON.stringify(event);
  try {
    const response = await ctx.fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signEvent(body, secret, { at: ctx.now() }),
      },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

const report = (ctx: Context, event: SandboxEvent, forwarded: Forwarded): void => {
  const line = {
    id: event.id,
    type: event.type,
    booking: bookingNumberOf(event),
    created_at: event.created_at,
    forwarded,
  };
  // One JSON line per event with --json: the stream has no end to make one document of.
  const text = ctx.output.json
    ? JSON.stringify(line)
    : ctx.t('cli.events.forwarded', {
        time: event.created_at,
        id: event.id,
        type: event.type,
        booking: line.booking,
        outcome:
          'status' in forwarded
            ? `HTTP ${forwarded.status}`
            : ctx.t('cli.events.unreachable', { reason: forwarded.error }),
      });
  ctx.output.streams.stdout.write(`${text}\n`);
};

/**
 * Reads the sandbox's events from now on (polling its list, so it works wherever the sandbox runs
 * and leaves no endpoint behind), prints each and forwards it, signed, to a local URL.
 */
export const listen = (program: Command): void => {
  program
    .command('listen')
    .description("print the sandbox's events as they happen and forward each, signed, to a local URL")
    .requiredOption('--forward-to <url>', 'where to POST each event, such as http://localhost:3000/webhooks')
    .option('--secret <secret>', 'the signing secret (default: a new one, printed at the start)')
    .option('--max-events <n>', 'stop after forwarding this many events')
    .action(
      action(optionsSchema, async (ctx, options) => {
        const secret = options.secret ?? `whsec_${randomBytes(24).toString('base64url')}`;
        let after = await sandboxLatestEvent(ctx);
        ctx.output.note(
          ctx.t('cli.events.listening', {
            url: ctx.options.baseUrl,
            forwardTo: options.forwardTo,
            stopKeys: 'Ctrl-C',
          }),
        );
        if (!options.secret) ctx.output.note(ctx.t('cli.events.secret', { secret, verifier: 'verifyEvent' }));
        const interrupts = listenForInterrupts(process);
        let count = 0;
        try {
          while (!interrupts.stop.aborted && count < (options.maxEvents ?? Number.POSITIVE_INFINITY)) {
            const events = await sandboxEvents(ctx, after === undefined ? {} : { after });
            for (const event of events.slice(0, (options.maxEvents ?? Number.POSITIVE_INFINITY) - count)) {
              report(ctx, event, await forward(ctx, options.forwardTo, secret, event));
              after = event.id;
              count++;
            }
            if (events.length === 0)
              await sleep(POLL_MS, undefined, { signal: interrupts.stop }).catch(() => {});
          }
        } finally {
          interrupts.dispose();
        }
        ctx.output.note(ctx.t('cli.events.stopped', { count }));
      }),
    );
};
