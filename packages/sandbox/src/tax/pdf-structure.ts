import { inflateSync } from 'node:zlib';

/**
 * Whether bytes are a PDF a reader opens by its structure, not only by its first and last bytes:
 * a `%PDF-` header; a `startxref` at the end pointing at a cross-reference section, a classic
 * table with its trailer or a cross-reference stream (PDF 1.5); every object the sections place
 * in the file found where they say; the sections an incremental update chains (`/Prev`) just as
 * sound; and the trailer's `/Root` an object they list. Linear in the file's size.
 */
export const isWellFormedPdf = (bytes: Buffer): boolean => {
  const file = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(file)) return false;
  const end = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(file.slice(-TAIL_CHARS));
  if (!end) return false;
  const listed = new Set<number>();
  let root: number | undefined;
  const seen = new Set<number>();
  const pending = [Number(end[1])];
  while (pending.length > 0) {
    const at = pending.pop() as number;
    if (seen.has(at)) continue;
    if (seen.size >= MAX_SECTIONS) return false;
    seen.add(at);
    const section = xrefSectionAt(file, bytes, at);
    if (!section) return false;
    for (const number of section.objects) listed.add(number);
    root ??= section.root;
    pending.push(...section.next);
  }
  return root !== undefined && listed.has(root);
};

/** `startxref`, its offset and `%%EOF`, with a line end or two after, sit in the file's last bytes. */
const TAIL_CHARS = 1024;
/** Incremental updates a certificate may have been saved with: far more than a signed scan needs. */
const MAX_SECTIONS = 64;
/** A cross-reference stream unpacks to at most this (20 bytes an object): a bound on a deflate bomb. */
const MAX_XREF_BYTES = 8 * 1024 * 1024;

interface XrefSection {
  /** Numbers of the objects in use it lists. */
  objects: number[];
  root: number | undefined;
  /** Offsets of the older sections it chains: `/Prev`, and a hybrid file's `/XRefStm`. */
  next: number[];
}

const xrefSectionAt = (file: string, bytes: Buffer, at: number): XrefSection | undefined => {
  if (at >= file.length) return undefined;
  if (file.startsWith('xref', at)) return xrefTable(file, at + 4);
  return xrefStream(file, bytes, at);
};

/** Whether an object numbered `number` begins at `offset`. */
const objectAt = (file: string, offset: number, number: number): boolean => {
  const header = /(\d+)\s+\d+\s+obj\b/y;
  header.lastIndex = offset;
  return Number(header.exec(file)?.[1]) === number;
};

/** A key's direct whole number (a reference such as `12 0 R` is not one). */
const integer = (dictionary: string, key: string): number | undefined => {
  const found = new RegExp(`/${key}\\s+(\\d+)(?![\\d.]|\\s+\\d+\\s+R\\b)`).exec(dictionary);
  return found ? Number(found[1]) : undefined;
};

const reference = (dictionary: string, key: string): number | undefined => {
  const found = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R\\b`).exec(dictionary);
  return found ? Number(found[1]) : undefined;
};

const chained = (dictionary: string): number[] =>
  [integer(dictionary, 'Prev'), integer(dictionary, 'XRefStm')].filter((n): n is number => n !== undefined);

/** A classic table: subsections of 20-byte entries, then `trailer` and its dictionary. */
const xrefTable = (file: string, from: number): XrefSection | undefined => {
  const subsection = /\s*(\d+) +(\d+)[ \t]*(?:\r\n|\r|\n)/y;
  const entry = /(\d{10}) (\d{5}) ([nf])[ \t]*(?:\r\n|\r|\n)/y;
  const objects: number[] = [];
  let at = from;
  for (;;) {
    subsection.lastIndex = at;
    const head = subsection.exec(file);
    if (!head) break;
    at = subsection.lastIndex;
    const first = Number(head[1]);
    for (let i = 0; i < Number(head[2]); i += 1) {
      entry.lastIndex = at;
      const row = entry.exec(file);
      if (!row) return undefined;
      at = entry.lastIndex;
      if (row[3] !== 'n') continue;
      if (!objectAt(file, Number(row[1]), first + i)) return undefined;
      objects.push(first + i);
    }
  }
  const trailer = /\s*trailer\s*/y;
  trailer.lastIndex = at;
  if (!trailer.exec(file)) return undefined;
  const dictionary = dictionaryAt(file, trailer.lastIndex);
  if (dictionary === undefined || integer(dictionary, 'Size') === undefined) return undefined;
  return { objects, root: reference(dictionary, 'Root'), next: chained(dictionary) };
};

/** A cross-reference stream: an object of `/Type /XRef` whose stream holds the entries. */
const xrefStream = (file: string, bytes: Buffer, at: number): XrefSection | undefined => {
  const header = /(\d+)\s+\d+\s+obj\s*/y;
  header.lastIndex = at;
  if (!header.exec(file)) return undefined;
  const dictionary = dictionaryAt(file, header.lastIndex);
  if (dictionary === undefined || !/\/Type\s*\/XRef\b/.test(dictionary)) return undefined;
  const size = integer(dictionary, 'Size');
  const widths = /\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(dictionary)?.slice(1).map(Number);
  if (size === undefined || !widths || widths.some((w) => w > 8) || widths[1] === 0) return undefined;
  const data = streamData(file, bytes, header.lastIndex + dictionary.length, dictionary);
  if (!data) return undefined;
  const index = /\/Index\s*\[([\d\s]*)\]/.exec(dictionary)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, size];
  const [w1, w2, w3] = widths as [number, number, number];
  const rowBytes = w1 + w2 + w3;
  const field = (row: number, from: number, width: number): number => {
    let value = 0;
    for (let i = 0; i < width; i += 1) value = value * 256 + (data[row * rowBytes + from + i] as number);
    return value;
  };
  const objects: number[] = [];
  let row = 0;
  for (let i = 0; i + 1 < index.length; i += 2) {
    for (let k = 0; k < (index[i + 1] as number); k += 1, row += 1) {
      if ((row + 1) * rowBytes > data.length) return undefined;
      // A missing type field means type 1, an object in the file.
      const type = w1 === 0 ? 1 : field(row, 0, w1);
      const number = (index[i] as number) + k;
      if (type === 1 && !objectAt(file, field(row, w1, w2), number)) return undefined;
      if (type === 1 || type === 2) objects.push(number);
    }
  }
  return { objects, root: reference(dictionary, 'Root'), next: chained(dictionary) };
};

/** The stream after a dictionary, unpacked: Flate with or without PNG predictors, or none. */
const streamData = (file: string, bytes: Buffer, after: number, dictionary: string): Buffer | undefined => {
  const keyword = /\s*stream(?:\r\n|\n)/y;
  keyword.lastIndex = after;
  if (!keyword.exec(file)) return undefined;
  const length = integer(dictionary, 'Length');
  const start = keyword.lastIndex;
  if (length === undefined || !/^\s*endstream/.test(file.slice(start + length, start + length + 20)))
    return undefined;
  const raw = bytes.subarray(start, start + length);
  const filter = /\/Filter\s*\/(\w+)/.exec(dictionary)?.[1];
  if (filter !== undefined && filter !== 'FlateDecode') return undefined;
  let data: Buffer;
  try {
    data = filter ? inflateSync(raw, { maxOutputLength: MAX_XREF_BYTES }) : raw;
  } catch {
    return undefined;
  }
  const predictor = integer(dictionary, 'Predictor') ?? 1;
  if (predictor < 10) return predictor === 1 ? data : undefined;
  return unpredict(data, integer(dictionary, 'Columns') ?? 1);
};

/** Reverses PNG row filters (None, Sub, Up, Average, Paeth) of rows `columns` bytes wide. */
const unpredict = (data: Buffer, columns: number): Buffer | undefined => {
  if (data.length % (columns + 1) !== 0) return undefined;
  const rows = data.length / (columns + 1);
  const out = Buffer.alloc(rows * columns);
  for (let r = 0; r < rows; r += 1) {
    const kind = data[r * (columns + 1)] as number;
    if (kind > 4) return undefined;
    for (let c = 0; c < columns; c += 1) {
      const x = data[r * (columns + 1) + 1 + c] as number;
      const left = c > 0 ? (out[r * columns + c - 1] as number) : 0;
      const up = r > 0 ? (out[(r - 1) * columns + c] as number) : 0;
      const corner = r > 0 && c > 0 ? (out[(r - 1) * columns + c - 1] as number) : 0;
      const guess =
        kind === 0
          ? 0
          : kind === 1
            ? left
            : kind === 2
              ? up
              : kind === 3
                ? (left + up) >> 1
                : paeth(left, up, corner);
      out[r * columns + c] = (x + guess) & 255;
    }
  }
  return out;
};

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * The dictionary that begins at `at` (`<<` to its matching `>>`), skipping the strings in it; or
 * undefined when there is none.
 */
const dictionaryAt = (file: string, at: number): string | undefined => {
  if (!file.startsWith('<<', at)) return undefined;
  let depth = 0;
  let i = at;
  while (i < file.length) {
    if (file.startsWith('<<', i)) {
      depth += 1;
      i += 2;
    } else if (file.startsWith('>>', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return file.slice(at, i);
    } else if (file[i] === '<') {
      const close = file.indexOf('>', i);
      if (close < 0) return undefined;
      i = close + 1;
    } else if (file[i] === '(') {
      i = afterString(file, i);
    } else i += 1;
  }
  return undefined;
};

/** The index after a literal string `( … )`, its parentheses balanced and `\` escaping one character. */
const afterString = (file: string, at: number): number => {
  let depth = 0;
  for (let i = at; i < file.length; i += 1) {
    const c = file[i];
    if (c === '\\') i += 1;
    else if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return file.length;
};
