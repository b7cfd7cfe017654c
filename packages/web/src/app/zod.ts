/**
 * What `zod` resolves to in the web build (vite.config.ts): zod itself, with its eval probe turned
 * off before any schema is made (zod-jitless.ts is evaluated first, being imported first).
 */
import './zod-jitless.ts';

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
