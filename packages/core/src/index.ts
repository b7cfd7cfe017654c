export * from './client/index.ts';
export * from './constants.ts';
export * from './contract/index.ts';
export * from './errors.ts';
