export * from './build.ts';
export * from './parse.ts';
export { hasDeepLink } from './query.ts';
export * from './return-url.ts';
export * from './types.ts';
