// Tables: aligned and fitted to the terminal on a TTY; plain tab-separated rows (no header, no styling) when piped,
// so `store products list | cut -f1` works — the same split gh makes.
import { bold, stripControl } from './color.js';

export interface TableStyle {
  tty: boolean;
  color: boolean;
  /** Terminal width; columns are truncated with "…" to fit. */
  width: number;
  /** Columns that may be shortened to fit (free text such as names); when none is marked, any may be. */
  flexible?: boolean[];
}

const GAP = 2;
const MIN_COLUMN = 4;
const MIN_FLEXIBLE = 10;

/** One cell as a single line of safe text. */
export function cleanCell(text: string): string {
  return stripControl(text.replace(/[\t\r\n]+/g, ' '));
}

export function renderPlainRow(cells: string[]): string {
  return `${cells.map(cleanCell).join('\t')}\n`;
}

export function renderTable(headers: string[], rows: string[][], style: TableStyle): string {
  if (!style.tty) return rows.map(renderPlainRow).join('');
  const clean = rows.map((row) => row.map(cleanCell));
  const widths = fitWidths(
    headers.map((header, i) => Math.max(header.length, ...clean.map((row) => (row[i] ?? '').length))),
    style.width,
    style.flexible,
  );
  const line = (cells: string[], styleCell: (text: string) => string = (t) => t) =>
    cells
      .map((cell, i) => {
        const text = truncate(cell ?? '', widths[i]);
        return i === cells.length - 1 ? styleCell(text) : styleCell(text.padEnd(widths[i]));
      })
      .join(' '.repeat(GAP))
      .trimEnd();
  const header = line(headers.map((h) => h.toUpperCase()), (t) => bold(t, style.color));
  return [header, ...clean.map((row) => line(row))].join('\n') + '\n';
}

/**
 * Shrinks the widest flexible column one character at a time until the row fits, down to MIN_FLEXIBLE; if that is
 * not enough, any column (widest first) down to MIN_COLUMN.
 */
function fitWidths(natural: number[], total: number, flexible: boolean[] = []): number[] {
  const widths = [...natural];
  let excess = widths.reduce((a, b) => a + b, 0) + GAP * (widths.length - 1) - total;
  const shrink = (allowed: (i: number) => boolean, floor: number) => {
    while (excess > 0) {
      let widest = -1;
      widths.forEach((width, i) => {
        if (allowed(i) && width > floor && (widest < 0 || width > widths[widest])) widest = i;
      });
      if (widest < 0) return;
      widths[widest] -= 1;
      excess -= 1;
    }
  };
  shrink((i) => flexible[i] === true, MIN_FLEXIBLE);
  shrink(() => true, MIN_COLUMN);
  return widths;
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}
