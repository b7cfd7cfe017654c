import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { bookingOfReferenceOrNumber } from '../data/bookings.ts';
import { type EventRow, findEvent, listEvents } from '../data/events.ts';
import {
  attemptsOf,
  deleteEndpoint,
  deliveriesOfEvent,
  type EndpointRow,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  queueDeliveries,
} from '../data/webhooks.ts';
import { httpFailure } from '../errors.ts';
import { readJson } from '../http/errors.ts';
import { applyDuePolicies } from '../policies.ts';

const MAX_EVENTS = 100;
const MAX_ENDPOINTS = 10;

const iso = (at: number) => new Date(at).toISOString();

/** `we_12` and `evt_12` are the rows 12; anything else names none. */
const idOf = (prefix: string, text: string): number => {
  const match = new RegExp(`^${prefix}_(\\d{1,15})$`).exec(text);
  return match ? Number(match[1]) : 0;
};

const endpointReply = (e: EndpointRow) => ({ id: `we_${e.id}`, url: e.url, created_at: iso(e.created_at) });

const eventReply = (e: EventRow): unknown => JSON.parse(e.payload);

/** Only http(s): the sandbox sends to whatever URL a tester registers, nothing else. */
const webhookUrl = (body: unknown): string => {
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
  let parsed: URL | undefined;
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined;
  } catch {
    parsed = undefined;
  }
  if (
    !parsed ||
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    parsed.username ||
    parsed.password
  ) {
    throw httpFailure(
      'invalid_request',
      'Send {"url": "http(s)://..."}: an http or https URL without credentials.',
    );
  }
  return parsed.href;
};

const eventOf = (ctx: SandboxContext, id: string): EventRow => {
  const event = findEvent(ctx.store, idOf('evt', id));
  if (!event) throw httpFailure('not_found', `No event has id ${id}.`);
  return event;
};

/** A booking filter: its number (or kiosk reference), or its customer_service_id. */
const bookingFilter = (ctx: SandboxContext, booking: string | undefined): number | undefined => {
  if (booking === undefined) return undefined;
  if (/^\d+$/.test(booking)) return Number(booking);
  const row = bookingOfReferenceOrNumber(ctx.store, booking);
  if (!row) throw httpFailure('not_found', `No booking has number ${booking}.`);
  return row.id;
};

const deliveriesReply = (ctx: SandboxContext, eventId: number) =>
  deliveriesOfEvent(ctx.store, eventId).map((d) => ({
    id: d.id,
    endpoint: `we_${d.endpoint_id}`,
    url: d.url,
    status: d.status,
    next_attempt_at: d.next_attempt_at === null ? null : iso(d.next_attempt_at),
    attempts: attemptsOf(ctx.store, d.id).map((a) => ({
      at: iso(a.attempted_at),
      http_status: a.http_status,
      error: a.error,
    })),
  }));

/**
 * The sandbox's events and where they are sent: webhook endpoints (their signing secret shown once,
 * at creation), the events recorded, each event's deliveries with their attempts, and resending.
 */
export const registerWebhookControls = (app: Hono, ctx: SandboxContext): void => {
  app.post('/sandbox/webhooks', async (c) => {
    const url = webhookUrl(await readJson(c));
    if (listEndpoints(ctx.store).length >= MAX_ENDPOINTS) {
      throw httpFailure(
        'conflict',
        `A sandbox sends to at most ${MAX_ENDPOINTS} endpoints; delete one first.`,
      );
    }
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const endpoint = insertEndpoint(ctx.store, url, secret, ctx.now());
    return c.json({ ...endpointReply(endpoint), secret }, 201);
  });

  app.get('/sandbox/webhooks', (c) => c.json({ endpoints: listEndpoints(ctx.store).map(endpointReply) }));

  app.delete('/sandbox/webhooks/:id', (c) => {
    const id = c.req.param('id');
    if (!deleteEndpoint(ctx.store, idOf('we', id)))
      throw httpFailure('not_found', `No webhook endpoint has id ${id}.`);
    return c.json({ deleted: id });
  });

  app.get('/sandbox/events', (c) => {
    // What fell due by the sandbox's clock (a hold's deadline a control moved) is an event already.
    applyDuePolicies(ctx);
    const after = c.req.query('after');
    const type = c.req.query('type');
    const bookingId = bookingFilter(ctx, c.req.query('booking'));
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || MAX_EVENTS, 1), MAX_EVENTS);
    const events = listEvents(ctx.store, {
      ...(after ? { after: idOf('evt', after) } : {}),
      ...(type ? { type } : {}),
      ...(bookingId === undefined ? {} : { bookingId }),
      newestFirst: c.req.query('order') === 'newest',
      limit,
    });
    return c.json({ events: events.map(eventReply) });
  });

  app.get('/sandbox/events/:id', (c) => {
    const event = eventOf(ctx, c.req.param('id'));
    return c.json({ event: eventReply(event), deliveries: deliveriesReply(ctx, event.id) });
  });

  app.post('/sandbox/events/:id/resend', async (c) => {
    const event = eventOf(ctx, c.req.param('id'));
    const body = (await c.req.text()).trim() ? await readJson(c) : {};
    const named =
      typeof body === 'object' && body !== null ? (body as { endpoint?: unknown }).endpoint : undefined;
    let endpointId: number | undefined;
    if (named !== undefined) {
      endpointId = typeof named === 'string' ? findEndpoint(ctx.store, idOf('we', named))?.id : undefined;
      if (endpointId === undefined)
        throw httpFailure('not_found', `No webhook endpoint has id ${String(named)}.`);
    } else if (listEndpoints(ctx.store).length === 0) {
      throw httpFailure('conflict', 'No webhook endpoint is registered to resend to.');
    }
    const ids = queueDeliveries(ctx.store, event.id, ctx.now(), endpointId);
    ctx.webhooks.soon();
    return c.json({ resent: `evt_${event.id}`, deliveries: ids });
  });
};
