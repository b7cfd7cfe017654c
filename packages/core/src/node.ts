/** Node-only parts of the SDK, kept out of the browser entry because they import node:fs. */
export * from './session/file-storage.ts';
