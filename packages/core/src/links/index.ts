export * from './build.ts';
export * from './parse.ts';
export * from './return-url.ts';
export * from './types.ts';
