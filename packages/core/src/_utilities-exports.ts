/** Everything outside contract/ and client/; merged into index.ts. The Node-only parts are in node.ts. */
export * from './dates/index.ts';
export * from './encoding/index.ts';
export * from './forms/index.ts';
export * from './identify/index.ts';
export * from './links/index.ts';
export * from './money/index.ts';
export * from './session/index.ts';
