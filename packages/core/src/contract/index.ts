export * from './booking.ts';
export * from './common.ts';
export * from './customer.ts';
export * from './endpoints.ts';
export * from './payment.ts';
export * from './service.ts';
export type * from './types.ts';
