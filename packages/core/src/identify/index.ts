/**
 * Decryption (and, for tests and tools, encryption) of service links' identify tokens,
 * compatible with crypto-js `AES`.
 *
 * @module @self-storage/core/identify
 */
export * from './aes-token.ts';
