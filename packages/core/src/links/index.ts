export * from './build.ts';
export * from './parse.ts';
export * from './types.ts';
