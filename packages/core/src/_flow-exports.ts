/** The booking flow and the QR payment watcher; merged into index.ts by the integrator. */
export * from './flow/index.ts';
export * from './payment/index.ts';
