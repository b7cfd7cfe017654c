export * from './base64.ts';
