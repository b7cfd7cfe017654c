import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/constants.ts';
import { bytesToBase64 } from '../../src/encoding/base64.ts';
import {
  checkDocumentImage,
  detectImageMime,
  documentImageSchema,
  stripDataUrlPrefix,
} from '../../src/forms/document.ts';
import { validate } from '../../src/forms/validate.ts';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a........');

const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${bytesToBase64(bytes)}`;
const sized = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describe('detectImageMime', () => {
  it('reads PNG and JPEG signatures only', () => {
    expect(detectImageMime(PNG)).toBe('image/png');
    expect(detectImageMime(JPEG)).toBe('image/jpeg');
    expect(detectImageMime(GIF)).toBeUndefined();
    expect(detectImageMime(PNG.subarray(0, 7))).toBeUndefined();
    expect(detectImageMime(new Uint8Array())).toBeUndefined();
  });
});

describe('stripDataUrlPrefix', () => {
  it('removes the PNG and JPEG data-URL prefixes and nothing else', () => {
    expect(stripDataUrlPrefix('data:image/png;base64,iVBORw0K')).toBe('iVBORw0K');
    expect(stripDataUrlPrefix('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
    expect(stripDataUrlPrefix('data:image/jpg;base64,/9j/')).toBe('/9j/');
    expect(stripDataUrlPrefix('iVBORw0K')).toBe('iVBORw0K');
    expect(stripDataUrlPrefix('data:image/gif;base64,R0lG')).toBe('data:image/gif;base64,R0lG');
  });
});

describe('document image', () => {
  it('accepts a PNG or JPEG data URL and gives base64 without the prefix', () => {
    expect(checkDocumentImage(dataUrl('image/png', PNG))).toEqual({
      ok: true,
      image: { mime: 'image/png', base64: bytesToBase64(PNG), size: PNG.length },
    });
    expect(validate(documentImageSchema, dataUrl('image/jpeg', JPEG))).toEqual({
      ok: true,
      value: { mime: 'image/jpeg', base64: bytesToBase64(JPEG), size: JPEG.length },
    });
  });

  it('accepts bytes with their type, as the CLI reads a file', () => {
    expect(checkDocumentImage({ bytes: JPEG, mime: 'image/jpeg' })).toEqual({
      ok: true,
      image: { mime: 'image/jpeg', base64: bytesToBase64(JPEG), size: JPEG.length },
    });
  });

  it('trusts the signature over the declared type when both are JPG or PNG', () => {
    expect(checkDocumentImage(dataUrl('image/png', JPEG))).toMatchObject({
      ok: true,
      image: { mime: 'image/jpeg' },
    });
  });

  it('accepts exactly 2 MB and refuses one byte more', () => {
    expect(checkDocumentImage({ bytes: sized(PNG, UPLOAD_MAX_BYTES), mime: 'image/png' }).ok).toBe(true);
    expect(checkDocumentImage(dataUrl('image/png', sized(PNG, UPLOAD_MAX_BYTES))).ok).toBe(true);
    expect(checkDocumentImage({ bytes: sized(PNG, UPLOAD_MAX_BYTES + 1), mime: 'image/png' })).toEqual({
      ok: false,
      key: 'errors.fileTooLarge',
    });
    expect(checkDocumentImage(dataUrl('image/png', sized(PNG, UPLOAD_MAX_BYTES + 1)))).toEqual({
      ok: false,
      key: 'errors.fileTooLarge',
    });
  });

  it.each([
    ['nothing', undefined, 'errors.emptyFile'],
    ['null', null, 'errors.emptyFile'],
    ['an empty string', '', 'errors.emptyFile'],
    ['an empty data URL', 'data:image/png;base64,', 'errors.emptyFile'],
    ['empty bytes', { bytes: new Uint8Array(), mime: 'image/png' }, 'errors.emptyFile'],
    ['an unrelated object', { name: 'x.png' }, 'errors.emptyFile'],
    ['a GIF', dataUrl('image/gif', GIF), 'errors.fileType'],
    ['GIF bytes labelled PNG', dataUrl('image/png', GIF), 'errors.fileType'],
    ['GIF bytes labelled JPEG', { bytes: GIF, mime: 'image/jpeg' }, 'errors.fileType'],
    ['PNG bytes labelled WebP', { bytes: PNG, mime: 'image/webp' }, 'errors.fileType'],
    ['a data URL without base64', `data:image/png,${bytesToBase64(PNG)}`, 'errors.fileType'],
    ['broken base64', 'data:image/png;base64,iVBO$$$', 'errors.fileType'],
    ['plain base64 without a prefix', bytesToBase64(PNG), 'errors.fileType'],
    ['a web address', 'https://example.com/id.png', 'errors.fileType'],
  ])('refuses %s', (_, value, key) => {
    expect(checkDocumentImage(value)).toEqual({ ok: false, key });
    expect(validate(documentImageSchema, value)).toEqual({ ok: false, errors: { _root: key } });
  });
});
