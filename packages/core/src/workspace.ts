/**
 * Everything core holds, for the apps of this repository (the web app, the CLI, the sandbox):
 * the public entries plus what only the web app needs. `@self-storage/core` resolves here inside
 * the workspace (the `@self-storage/source` condition); it is not built or published.
 */
export * from './branches.ts';
export * from './client/index.ts';
export * from './constants.ts';
export * from './contract/index.ts';
export * from './dates/index.ts';
export * from './encoding/index.ts';
export * from './errors.ts';
export * from './figures/index.ts';
export * from './flow/index.ts';
export * from './forms/index.ts';
export * from './identify/index.ts';
export * from './layout.ts';
export * from './links/index.ts';
export * from './money/index.ts';
export * from './payment/index.ts';
export * from './session/index.ts';
