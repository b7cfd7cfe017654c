/**
 * The customer's session (12 hours) over any synchronous key-value storage, the
 * saved current service, the registration e-mail and the language choice.
 *
 * @module @self-storage/core/session
 */
export * from './current-service.ts';
export * from './encoded.ts';
export * from './keys.ts';
export * from './language.ts';
export * from './register-email.ts';
export * from './session-state.ts';
export * from './session-store.ts';
export * from './storage.ts';
