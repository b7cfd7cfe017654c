export * from './current-service.ts';
export * from './encoded.ts';
export * from './keys.ts';
export * from './language.ts';
export * from './register-email.ts';
export * from './session-state.ts';
export * from './session-store.ts';
export * from './storage.ts';
