import type { Row } from './types.ts';

const mark = (row: Row): string => (row.ok ? '✓' : '✗');

/** The table for a terminal: aligned columns, the notes underneath so lines stay short. */
export const textTable = (rows: readonly Row[]): string => {
  const header = ['area', 'metric', 'target', 'result', ''];
  const cells = rows.map((row) => [row.area, row.metric, row.target, row.result, mark(row)]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (i === 3 ? value.padStart(widths[i] ?? 0) : value.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const notes = rows.filter((row) => row.note).map((row) => `  ${mark(row)} ${row.metric}: ${row.note}`);
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    '',
    ...notes,
  ].join('\n');
};

const cell = (text: string): string => text.replaceAll('|', '\\|');

export const markdownTable = (rows: readonly Row[]): string =>
  [
    '| metric | target | result | | how |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${cell(row.metric)} | ${cell(row.target)} | ${cell(row.result)} | ${mark(row)} | ${cell(row.note ?? '')} |`,
    ),
  ].join('\n');
