import * as z from 'zod';
import { API_PREFIX } from '../constants.ts';
import { EVENT_TYPES, type EventType, eventSchemas } from '../events/schemas.ts';
import { booking, invoice } from './booking.ts';
import { type EndpointName, endpoints } from './endpoints.ts';
import { paymentEvent } from './payment.ts';
import { statement } from './statement.ts';
import { OPERATION_SUMMARIES } from './summaries.ts';

/*
 * The contract as an OpenAPI 3.1 document, for teams that do not use this SDK: generated from the
 * same zod schemas that the client and the sandbox validate with (zod's JSON Schema output is
 * draft 2020-12, the dialect of OpenAPI 3.1), so it cannot drift from them.
 */

/** What every refusal carries; `code` names a business failure (`unavailable`, `no_service`). */
const refusal = z.object({
  response_code: z.number().int(),
  response_message: z.string(),
  code: z.string().optional(),
});

const TAGS: Record<string, string> = {
  customer: 'Accounts: login, OTP, registration, passwords, identify.',
  service: 'The catalogue: branches, service groups, sizes and free units.',
  booking: 'Prices, bookings, re-payment lookup, history, and payment checkout.',
  events: 'The QR payment event stream.',
  webhooks:
    'The rental events the sandbox delivers, signed, to the webhook endpoints registered through its controls.',
};

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const capitalized = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;

/** `bill.paid` is the component `BillPaidEvent`. */
const eventComponent = (type: EventType) =>
  `${type
    .split(/[._]/)
    .map((word) => capitalized(word))
    .join('')}Event`;

/** What the sandbox POSTs to a webhook endpoint: one entry per event type, its body that event. */
const webhooks = () =>
  Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `${eventComponent(type)[0]?.toLowerCase()}${eventComponent(type).slice(1, -'Event'.length)}Webhook`,
          summary: `The ${type} event, delivered to a webhook endpoint`,
          description:
            'Sent as JSON with the header `Self-Storage-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` ' +
            "under the endpoint's secret; verify with the SDK's verifyEvent. Any 2xx answer ends the delivery; " +
            'anything else is retried with backoff, at most 6 attempts.',
          tags: ['webhooks'],
          parameters: [
            {
              name: 'Self-Storage-Signature',
              in: 'header',
              required: true,
              schema: { type: 'string', pattern: '^t=\\d+(,v1=[0-9a-f]{64})+$' },
            },
          ],
          requestBody: { required: true, content: json(ref(eventComponent(type))) },
          responses: { '200': { description: 'Received; any 2xx status will do.' } },
        },
      },
    ]),
  );

const operation = (name: EndpointName) => {
  const endpoint = endpoints[name];
  const notes = [
    endpoint.session &&
      `Carries the session token in the body field \`${endpoint.session}\`; a refusal with response_code 401 means the session is over.`,
    endpoint.read && 'A read: safe to retry.',
  ].filter(Boolean);
  return {
    post: {
      operationId: name,
      summary: OPERATION_SUMMARIES[name],
      tags: [endpoint.path.split('/')[1] ?? 'booking'],
      ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
      // OpenAPI has no security scheme for a credential in the body (see info.description); this
      // names the field for tools, and the request schema lists it as required.
      ...(endpoint.session ? { 'x-session-field': endpoint.session } : {}),
      requestBody: { required: true, content: json(ref(`${capitalized(name)}Request`)) },
      responses: {
        '200': {
          description:
            'The reply when response_code is 200; a refusal (response_code 400, 401, 404, 409 or 429) otherwise.',
          content: json({ anyOf: [ref(`${capitalized(name)}Reply`), ref('Refusal')] }),
        },
        '400': {
          description: 'A malformed request: bad JSON, wrong types, missing fields.',
          content: json(ref('Refusal')),
        },
        '429': { description: 'Too many requests.', content: json(ref('Refusal')) },
      },
    },
  };
};

export interface OpenApiOptions {
  /** The document's `info.version`. */
  version: string;
  /** The default of the server variable `origin`. */
  origin?: string;
}

/** The OpenAPI 3.1 document of every call of the booking API, and of the payment event stream. */
export const openApiDocument = (options: OpenApiOptions): Record<string, unknown> => {
  const registry = z.registry<{ id: string }>();
  const names = Object.keys(endpoints) as EndpointName[];
  for (const name of names) {
    registry.add(endpoints[name].request, { id: `${capitalized(name)}Request` });
    registry.add(endpoints[name].reply, { id: `${capitalized(name)}Reply` });
  }
  registry.add(refusal, { id: 'Refusal' });
  registry.add(paymentEvent, { id: 'PaymentEvent' });
  // Named once, as every event carries them, rather than written out in each.
  registry.add(booking, { id: 'Booking' });
  registry.add(invoice, { id: 'Invoice' });
  // The history carries the statement of each booking that booking/statement answers.
  registry.add(statement, { id: 'Statement' });
  for (const [type, schema] of Object.entries(eventSchemas()) as [EventType, z.ZodType][]) {
    registry.add(schema, { id: eventComponent(type) });
  }
  // The input side of each schema: what a valid message may hold. Extra fields are allowed, as the
  // client and the sandbox ignore them.
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  });
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const paths: Record<string, unknown> = {};
  for (const name of names) paths[`${API_PREFIX}${endpoints[name].path}`] = operation(name);
  paths['/callback/{uuid}'] = {
    get: {
      operationId: 'paymentEvents',
      summary: 'Follow a QR payment as server-sent events',
      tags: ['events'],
      description:
        'The `callbackUrl` of qr/checkout: a `text/event-stream` whose `data` lines are PaymentEvent JSON. ' +
        'It sends {"payment":false} on connect and {"payment":true} once paid, then ends; reconnect 100 ms after a drop.',
      parameters: [{ name: 'uuid', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        '200': {
          // OpenAPI 3.1 has no schema for one item of a stream (3.2's itemSchema): the convention that
          // generators follow is the event's schema as the stream's, so they type the events.
          description: 'The event stream; the schema is that of one event’s `data`, a PaymentEvent.',
          content: { 'text/event-stream': { schema: ref('PaymentEvent') } },
        },
        '404': { description: 'No payment has this uuid.', content: json(ref('Refusal')) },
        '410': { description: 'The payment has expired.', content: json(ref('Refusal')) },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Self-storage booking API',
      version: options.version,
      description:
        'Every call is a POST of JSON. Every reply carries response_code and response_message; anything but ' +
        'response_code 200 is a refusal. Amounts are baht with at most 2 decimals; dates are YYYY-MM-DD in ' +
        'Asia/Bangkok. An Accept-Language of th or en chooses the language of messages and names.\n\n' +
        'The session token, which login and identify answer, travels in the JSON body, not in a header, a ' +
        'cookie or the query: `token` on account and booking calls, `tokenu` on payment calls. OpenAPI ' +
        'describes no security scheme for a body field, so the document declares none (`security: []`); each ' +
        'call that needs the token says so in its description and in `x-session-field`, and its request ' +
        'schema requires the field. The payment event stream needs no token: its uuid is the key.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      {
        url: '{origin}',
        variables: {
          origin: { default: options.origin ?? 'http://localhost:8080', description: 'The API’s origin.' },
        },
      },
    ],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    security: [],
    paths,
    webhooks: webhooks(),
    components: { schemas },
  };
};
