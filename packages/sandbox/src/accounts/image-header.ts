/**
 * The width and height an image's header claims, read without decoding a pixel: from a PNG's
 * IHDR chunk (always its first) or a JPEG's first SOFn segment. Undefined when the header cannot
 * be found or names no size.
 */
export interface Dimensions {
  width: number;
  height: number;
}

const PNG_IHDR = Buffer.from('IHDR');

const pngDimensions = (bytes: Buffer): Dimensions | undefined => {
  if (bytes.length < 24 || !bytes.subarray(12, 16).equals(PNG_IHDR)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** Start-of-frame markers: C0–CF but C4 (Huffman tables), C8 (reserved) and CC (arithmetic tables). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, with no length after them: TEM, RST0–7, SOI. */
const standsAlone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

const jpegDimensions = (bytes: Buffer): Dimensions | undefined => {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    // 0xFF may pad before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    // The scan began (or the image ended) before any frame said its size.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (length < 7 || at + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
};

export const imageDimensions = (mime: 'image/png' | 'image/jpeg', bytes: Buffer): Dimensions | undefined =>
  mime === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
