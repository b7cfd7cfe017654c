/**
 * `@self-storage/core/sandbox`: the sandbox's controls, typed, for tests and demos against the
 * sandbox: pay, fail or expire a payment, pay at the kiosk, cancel a booking, move the test
 * clock, read the mail outbox, list the rental events and register webhook endpoints for them, and
 * create or delete sandboxes of one's own. Takes the control
 * key (`Authorization: Bearer`) and a fetch; no real provider offers these.
 *
 * @module @self-storage/core/sandbox
 */
export { SandboxControls, type SandboxControlsOptions } from './controls.ts';
export type {
  CreatedSandbox,
  CreatedWebhook,
  SandboxCancelled,
  SandboxClock,
  SandboxDelivery,
  SandboxEvent,
  SandboxEventDetail,
  SandboxExpired,
  SandboxFailed,
  SandboxGateAnswer,
  SandboxInfo,
  SandboxMail,
  SandboxSettlement,
  SandboxWebhook,
} from './schemas.ts';
