// Aligned plain-text tables for the listings: one header row, columns padded with two spaces.

export interface Column<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  align?: 'left' | 'right';
  /** Longer cells are cut with an ellipsis so one long title cannot push every row apart. */
  maxWidth?: number;
}

function cell(text: string, maxWidth?: number): string {
  const flat = text.replace(/\s+/g, ' ');
  if (!maxWidth || flat.length <= maxWidth) return flat;
  return `${flat.slice(0, maxWidth - 1)}…`;
}

export function formatTable<Row>(columns: Column<Row>[], rows: Row[]): string {
  const cells = rows.map((row) => columns.map((c) => cell(String(c.value(row) ?? '-'), c.maxWidth)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (columns[i].align === 'right' ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].join('\n');
}

/** `2026-03-01 08:00` in UTC: sortable, and the same on every operator's machine. */
export function shortDateTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
