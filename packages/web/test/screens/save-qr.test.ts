import { describe, expect, it } from 'vitest';
import { saveQrMode } from '#screens/payment/qr/save-qr.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_OS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('how the QR image is saved (SPEC section 9)', () => {
  it('opens it in a new window on iOS, iPadOS included', () => {
    expect(saveQrMode({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe('open');
    expect(saveQrMode({ userAgent: IPAD_OS, maxTouchPoints: 5 })).toBe('open');
  });

  it('offers the share sheet on Android', () => {
    expect(saveQrMode({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe('share');
  });

  it('downloads it elsewhere, a Mac without touch included', () => {
    expect(saveQrMode({ userAgent: WINDOWS })).toBe('download');
    expect(saveQrMode({ userAgent: IPAD_OS, maxTouchPoints: 0 })).toBe('download');
    expect(saveQrMode({ userAgent: '' })).toBe('download');
  });
});
