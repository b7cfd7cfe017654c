export interface Column {
  header: string;
  align?: 'left' | 'right';
}

/**
 * Terminal columns a string takes: Thai vowel and tone marks combine with the character before
 * them and take no column of their own, so they are not counted.
 */
export const displayWidth = (text: string): number => [...text.replace(/\p{M}/gu, '')].length;

const pad = (text: string, width: number, align: Column['align']): string => {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
};

/** Columns aligned with two spaces between them; the header underlined with dashes. */
export const renderTable = (columns: readonly Column[], rows: readonly (readonly string[])[]): string => {
  const widths = columns.map((column, index) =>
    Math.max(displayWidth(column.header), ...rows.map((row) => displayWidth(row[index] ?? ''))),
  );
  const line = (cells: readonly string[]): string =>
    columns
      .map((column, index) => pad(cells[index] ?? '', widths[index] ?? 0, column.align))
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((column) => column.header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
};
