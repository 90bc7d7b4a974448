// Tables: aligned and fitted to the terminal on a TTY; plain tab-separated rows (no header, no styling) when piped,
// so `store products list | cut -f1` works — the same split gh makes.
import { bold } from './color.js';
import { oneLine } from './terminal-text.js';

export interface TableStyle {
  tty: boolean;
  color: boolean;
  /** Terminal width; columns are truncated with "…" to fit. */
  width: number;
  /** Columns that may be shortened to fit (free text such as names); when none is marked, any may be. */
  flexible?: boolean[];
  /** Columns never shortened (ids, slugs: people copy them whole). */
  whole?: boolean[];
  /** Columns that may be left out when the table does not fit, first to go first (indexes). */
  dropOrder?: number[];
}

const GAP = 2;
const MIN_COLUMN = 4;
const MIN_FLEXIBLE = 10;

export function renderPlainRow(cells: string[]): string {
  return `${cells.map(oneLine).join('\t')}\n`;
}

/** Whether the columns fit once the flexible ones are down to their minimum. */
function fitsNarrowed(natural: number[], flexible: boolean[], total: number): boolean {
  const narrowest = natural.map((width, i) => (flexible[i] ? Math.min(width, MIN_FLEXIBLE) : width));
  return narrowest.reduce((a, b) => a + b, 0) + GAP * (narrowest.length - 1) <= total;
}

export function renderTable(allHeaders: string[], allRows: string[][], style: TableStyle): string {
  if (!style.tty) return allRows.map(renderPlainRow).join('');
  const allClean = allRows.map((row) => row.map(oneLine));
  const allNatural = allHeaders.map((header, i) => Math.max(header.length, ...allClean.map((row) => (row[i] ?? '').length)));
  // Narrowing free text comes first; then whole columns go (as the caller ranks them) before an id or slug is cut.
  let kept = allHeaders.map((_, i) => i);
  const pick = <T,>(values: T[] | undefined): T[] => kept.map((i) => values?.[i] as T);
  for (const drop of style.dropOrder ?? []) {
    if (fitsNarrowed(pick(allNatural), pick(style.flexible).map(Boolean), style.width)) break;
    kept = kept.filter((i) => i !== drop);
  }
  const headers = pick(allHeaders);
  const clean = allClean.map((row) => kept.map((i) => row[i]));
  const widths = fitWidths(pick(allNatural), style.width, style.flexible && pick(style.flexible), pick(style.whole).map(Boolean));
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
 * not enough, any column but the `whole` ones (widest first) down to MIN_COLUMN.
 */
function fitWidths(natural: number[], total: number, flexible: boolean[] = [], whole: boolean[] = []): number[] {
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
  shrink((i) => !whole[i], MIN_COLUMN);
  return widths;
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}
