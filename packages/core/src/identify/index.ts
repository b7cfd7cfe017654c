export * from './aes-token.ts';
