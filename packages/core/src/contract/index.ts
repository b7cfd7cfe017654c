/**
 * The wire contract: the zod schema of every request and reply, the `endpoints` table
 * (path, schemas, how failures read), the types inferred from them, and `openApiDocument`, the same
 * contract as OpenAPI 3.1. For servers, tests and teams working in other languages.
 *
 * @module @self-storage/core/contract
 */
export * from './access.ts';
export * from './account.ts';
export * from './autopay.ts';
export * from './booking.ts';
export * from './common.ts';
export * from './credit-note.ts';
export * from './customer.ts';
export * from './endpoints.ts';
export * from './openapi.ts';
export * from './paths.ts';
export * from './payment.ts';
export * from './receipt.ts';
export * from './refusals.ts';
export * from './rental.ts';
export * from './rental-state.ts';
export * from './service.ts';
export * from './statement.ts';
export * from './tax.ts';
export type * from './types.ts';
