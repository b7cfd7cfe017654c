import * as z from 'zod';
import { ACCESS_DENIALS } from '../contract/access.ts';

/*
 * The sandbox controls' replies (docs/sandbox.md). Loose objects: a control that says more
 * tomorrow does not break an integrator's script today.
 */

/** A payment made as the bank or the kiosk would: `sandbox pay`. */
export const settlementSchema = z.looseObject({
  uuid: z.string(),
  status: z.string(),
  /** Baht. */
  amount: z.number(),
  customer_service_id: z.number(),
  booking_status: z.string(),
  /** The kiosk's pay reference, when paid at the kiosk. */
  reference: z.string().optional(),
});
export type SandboxSettlement = z.infer<typeof settlementSchema>;

const bookingState = {
  customer_service_id: z.number(),
  booking_number: z.string(),
  booking_status: z.string(),
};

/** A payment refused as the bank would: the uuid's, or every pending one of a booking. */
export const failedSchema = z.looseObject({ failed: z.array(z.string()), ...bookingState });
export type SandboxFailed = z.infer<typeof failedSchema>;

/** Time run out: a payment's (its uuid) or a booking's payment deadline (its number or kiosk reference). */
export const expiredSchema = z.looseObject({ expired: z.string(), ...bookingState });
export type SandboxExpired = z.infer<typeof expiredSchema>;

export const cancelledSchema = z.looseObject(bookingState);
export type SandboxCancelled = z.infer<typeof cancelledSchema>;

/** The sandbox's test clock. */
export const clockSchema = z.looseObject({
  /** ISO instant. */
  now: z.string(),
  /** The same in Bangkok, for people. */
  bangkok: z.string(),
  /** Bangkok calendar date, `YYYY-MM-DD`. */
  today: z.string(),
  /** How far the test clock is ahead of real time. */
  offsetMs: z.number(),
});
export type SandboxClock = z.infer<typeof clockSchema>;

/** One mail of the outbox. */
export const mailSchema = z.looseObject({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z
    .array(z.looseObject({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .default([]),
  /** ISO instant. */
  sentAt: z.string(),
});
export type SandboxMail = z.infer<typeof mailSchema>;
export const outboxSchema = z.looseObject({ messages: z.array(mailSchema) });

/** A sandbox of one's own on the server. */
export const sandboxSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  /** Base URL of its API and controls: the `baseUrl` of a client or of `SandboxControls`. */
  apiUrl: z.string(),
  /** Its web app, on an origin of its own. */
  webUrl: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  expiresAt: z.string(),
});
export type SandboxInfo = z.infer<typeof sandboxSchema>;

/** What creating one answers: its key only when the server has one, and only this once. */
export const createdSchema = sandboxSchema.extend({ key: z.string().optional() });
export type CreatedSandbox = z.infer<typeof createdSchema>;
export const sandboxListSchema = z.looseObject({ sandboxes: z.array(sandboxSchema) });

export const deletedSchema = z.looseObject({ deleted: z.string() });
export const resetSchema = z.looseObject({ reset: z.literal(true) });
export const identifyKeySchema = z.looseObject({ key: z.string() });

/** A control's refusal: `{"error": "..."}`, the sandbox's own words. */
export const controlErrorSchema = z.object({ error: z.string() });

/** A webhook endpoint of the sandbox; its signing `secret` only in the reply that created it. */
export const webhookSchema = z.looseObject({ id: z.string(), url: z.string(), created_at: z.string() });
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type SandboxWebhook = z.infer<typeof webhookSchema>;
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export const webhookListSchema = z.looseObject({ endpoints: z.array(webhookSchema) });
export const webhookDeletedSchema = z.looseObject({ deleted: z.string() });

/** An event as the list shows it; `rentalEvent` types it fully. */
export const listedEventSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  data: z.looseObject({}),
});
export const eventListSchema = z.looseObject({ events: z.array(listedEventSchema) });
export type SandboxEvent = z.infer<typeof listedEventSchema>;

/** One delivery of an event to an endpoint, and each attempt of it. */
export const deliverySchema = z.looseObject({
  id: z.number(),
  endpoint: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  next_attempt_at: z.string().nullable(),
  attempts: z.array(
    z.looseObject({ at: z.string(), http_status: z.number().nullable(), error: z.string().nullable() }),
  ),
});
export type SandboxDelivery = z.infer<typeof deliverySchema>;
export const eventDetailSchema = z.looseObject({
  event: listedEventSchema,
  deliveries: z.array(deliverySchema),
});
export type SandboxEventDetail = z.infer<typeof eventDetailSchema>;
export const resentSchema = z.looseObject({ resent: z.string(), deliveries: z.array(z.number()) });

/** The gate's answer to a scan (`POST /sandbox/gate`): granted, or denied with the first rule broken. */
export const gateAnswerSchema = z.looseObject({
  granted: z.boolean(),
  reason: z.enum(ACCESS_DENIALS).nullable(),
  method: z.enum(['qr', 'pin']),
  booking_number: z.string().nullable(),
  /** While the branch's keypad is locked after wrong PINs: seconds until it reads PINs again. */
  retry_after_s: z.number().int().positive().nullable().optional(),
  pass: z
    .looseObject({ id: z.number(), kind: z.enum(['owner', 'share']), holder_name: z.string() })
    .nullable(),
});
export type SandboxGateAnswer = z.infer<typeof gateAnswerSchema>;
