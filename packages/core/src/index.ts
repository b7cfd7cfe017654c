/**
 * `@self-storage/core`: what an integrator's app needs to book and pay, in Node or a browser:
 * the client, its errors, the contract's types, the session and the payment listener, with the
 * business constants. The other audiences have entries of their own (`/contract` for the zod
 * schemas, `/links`, `/identify`, `/forms`, `/flow`, `/money`, `/dates`, `/node`, and `/sandbox`
 * for the sandbox's test controls), so an app that only parses links never loads the client.
 *
 * @module @self-storage/core
 */
export * from './client/index.ts';
export * from './constants.ts';
export type {
  CallBody,
  EndpointName,
  ReplyOf,
  RequestOf,
  SessionField,
  SessionFieldOf,
} from './contract/endpoints.ts';
export { ENDPOINT_PATHS } from './contract/paths.ts';
export type * from './contract/types.ts';
export * from './errors.ts';
export * from './events/index.ts';
export * from './payment/index.ts';
export * from './session/index.ts';
