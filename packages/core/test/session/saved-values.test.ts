import { describe, expect, it } from 'vitest';
import {
  clearCurrentService,
  readCurrentService,
  saveCurrentService,
} from '../../src/session/current-service.ts';
import { encodeStoredValue } from '../../src/session/encoded.ts';
import { STORAGE_KEYS } from '../../src/session/keys.ts';
import { readLanguage, resolveLanguage, saveLanguage } from '../../src/session/language.ts';
import {
  clearRegisterEmail,
  readRegisterEmail,
  saveRegisterEmail,
} from '../../src/session/register-email.ts';
import { MemoryStorage } from '../../src/session/storage.ts';

describe('storage keys', () => {
  it('use the spec name for register_email and the brief name for the language', () => {
    expect(STORAGE_KEYS).toEqual({
      session: 'session',
      currentService: 'current_service',
      registerEmail: 'register_email',
      language: 'lang',
      bookingFlow: 'booking_flow',
    });
  });
});

describe('current service', () => {
  it('saves, reads and clears a checkout state, encoded', () => {
    const storage = new MemoryStorage();
    saveCurrentService(storage, { serviceState: 'checkout', serviceId: 12, servicePin: 'pin-abc' });
    expect(storage.getItem(STORAGE_KEYS.currentService)).not.toContain('pin-abc');
    expect(readCurrentService(storage)).toEqual({
      serviceState: 'checkout',
      serviceId: 12,
      servicePin: 'pin-abc',
    });
    clearCurrentService(storage);
    expect(readCurrentService(storage)).toBeUndefined();
  });

  it('saves the summary state, which has no service yet', () => {
    const storage = new MemoryStorage();
    saveCurrentService(storage, { serviceState: 'summary' });
    expect(readCurrentService(storage)).toEqual({ serviceState: 'summary' });
  });

  it('refuses to save a checkout without a service id', () => {
    const storage = new MemoryStorage();
    expect(() => saveCurrentService(storage, { serviceState: 'checkout' } as never)).toThrow();
    expect(storage.entries()).toEqual({});
  });

  it.each([
    ['garbage', '!!'],
    ['an unknown state', encodeStoredValue({ serviceState: 'paid' })],
    ['a checkout with a string id', encodeStoredValue({ serviceState: 'checkout', serviceId: '12' })],
  ])('reads %s as nothing and removes it', (_, raw) => {
    const storage = new MemoryStorage({ [STORAGE_KEYS.currentService]: raw });
    expect(readCurrentService(storage)).toBeUndefined();
    expect(storage.entries()).toEqual({});
  });
});

describe('register_email', () => {
  it('saves, reads and clears', () => {
    const storage = new MemoryStorage();
    expect(readRegisterEmail(storage)).toBeUndefined();
    saveRegisterEmail(storage, 'somchai@example.co.th');
    expect(storage.getItem('register_email')).toBe('somchai@example.co.th');
    expect(readRegisterEmail(storage)).toBe('somchai@example.co.th');
    clearRegisterEmail(storage);
    expect(readRegisterEmail(storage)).toBeUndefined();
  });
});

describe('language', () => {
  it('saves and reads a supported language only', () => {
    const storage = new MemoryStorage({ lang: 'fr' });
    expect(readLanguage(storage)).toBeUndefined();
    saveLanguage(storage, 'en');
    expect(storage.getItem('lang')).toBe('en');
    expect(readLanguage(storage)).toBe('en');
  });

  it('prefers the stored choice, then the browser languages, then Thai', () => {
    expect(resolveLanguage(new MemoryStorage({ lang: 'en' }), ['th-TH'])).toBe('en');
    expect(resolveLanguage(new MemoryStorage(), ['fr-FR', 'en-GB', 'th'])).toBe('en');
    expect(resolveLanguage(new MemoryStorage(), ['TH_th'])).toBe('th');
    expect(resolveLanguage(new MemoryStorage(), ['de', ''])).toBe('th');
    expect(resolveLanguage(new MemoryStorage())).toBe('th');
  });
});
