/** The API client's code, imported only by lazy-client.ts so that it is a chunk of its own. */
export { SelfStorageClient } from '@self-storage/core';
