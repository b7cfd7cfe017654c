import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Sarabun (SIL Open Font License; the TTF files of @expo-google-fonts/sarabun), Thai and Latin in
 * one font, so a receipt needs no font installed on the machine. fontkit, under pdfkit, applies
 * the font's mark positioning, which puts Thai vowels and tone marks in place.
 */
const file = (name: string): Buffer =>
  readFileSync(require.resolve(`@expo-google-fonts/sarabun/${name}/Sarabun_${name}.ttf`));

export interface ReceiptFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: ReceiptFonts | undefined;

export const receiptFonts = (): ReceiptFonts => {
  loaded ??= { regular: file('400Regular'), bold: file('700Bold') };
  return loaded;
};
