import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN_ROUTE } from '../../src/constants.ts';
import { afterLoginTarget, loginUrlFor, RETURN_URL_PARAM } from '../../src/links/return-url.ts';

describe('afterLoginTarget', () => {
  it.each(['/service', '/service/history?page=2', '/service-ex/summary#top', '/'])(
    'keeps the path %s',
    (path) => {
      expect(afterLoginTarget(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'service',
    '//evil.example',
    '//evil.example/service',
    '/\\evil.example',
    'https://evil.example/service',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('falls back to the default route for %j', (returnUrl) => {
    expect(afterLoginTarget(returnUrl)).toBe(DEFAULT_AFTER_LOGIN_ROUTE);
  });
});

describe('loginUrlFor', () => {
  it('carries the whole path and query, and reads back the same', () => {
    const url = loginUrlFor('/service/summary?ser=12&p=a+b');
    expect(url.startsWith('/?')).toBe(true);
    expect(new URL(url, 'http://localhost').searchParams.get(RETURN_URL_PARAM)).toBe(
      '/service/summary?ser=12&p=a+b',
    );
  });
});
