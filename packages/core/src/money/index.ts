export * from './instalments.ts';
export * from './satang.ts';
