import { describe, expect, it } from 'vitest';
import { isAllowedRedirect } from '../../src/links/redirect.ts';

const ORIGINS = ['http://127.0.0.1:8080', 'https://pay.example.com'];

describe('isAllowedRedirect', () => {
  it('allows http(s) addresses on the allowed origins', () => {
    expect(isAllowedRedirect('http://127.0.0.1:8080/sandbox/card/abc', ORIGINS)).toBe(true);
    expect(isAllowedRedirect('https://pay.example.com/session/1?x=2', ORIGINS)).toBe(true);
  });

  it('refuses other schemes, other origins, credentials and garbage', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example.com/sandbox/card/abc',
      'http://127.0.0.1:8081/sandbox/card/abc',
      'http://pay.example.com/session/1',
      'https://pay.example.com.evil.example/',
      'https://user:pass@pay.example.com/',
      '//evil.example.com/',
      '/sandbox/card/abc',
      'not a url',
      '',
    ]) {
      expect(isAllowedRedirect(url, ORIGINS), url).toBe(false);
    }
    expect(isAllowedRedirect('https://pay.example.com/', ['not an origin'])).toBe(false);
  });
});
