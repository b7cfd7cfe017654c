/**
 * Node-only parts of the SDK (`FileStorage`), kept out of the other entries because they import
 * node:fs.
 *
 * @module @self-storage/core/node
 */
export * from './session/file-storage.ts';
