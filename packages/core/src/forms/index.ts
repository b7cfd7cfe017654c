/**
 * The booking and account forms' rules as zod schemas whose messages are catalogue
 * keys, with `validate` and the registration payload builder.
 *
 * @module @self-storage/core/forms
 */
export * from './account.ts';
export * from './booking.ts';
export * from './consents.ts';
export * from './document.ts';
export * from './fields.ts';
export * from './filters.ts';
export * from './profile.ts';
export * from './registration.ts';
export * from './thai-id.ts';
export * from './validate.ts';
