// Tables: aligned and fitted to the terminal on a TTY; plain tab-separated rows (no header, no styling) when piped,
// so `store products list | cut -f1` works — the same split gh makes. Widths are terminal columns
// (io/display-width.ts: CJK and emoji take two, combining marks none), and a row never wraps: free text narrows,
// then the droppable columns go (the layout says which), and what still does not fit is cut.
import { bold } from './color.js';
import { displayWidth, padToWidth, truncateToWidth } from './display-width.js';
import { renderPlainRow } from './plain-row.js';
import { oneLine } from './terminal-text.js';

export interface TableStyle {
  tty: boolean;
  color: boolean;
  /** Terminal width; columns are truncated with "…" to fit. */
  width: number;
  /** Columns that may be shortened to fit (free text such as names); when none is marked, any may be. */
  flexible?: boolean[];
  /** Columns never shortened (ids, slugs: people copy them whole) — unless nothing else is left to shorten. */
  whole?: boolean[];
  /** Columns that may be left out when the table does not fit, first to go first (indexes). */
  dropOrder?: number[];
}

/** A table laid out for a terminal: the header line, one line per row (none wider than the width), and the
 *  headers of the columns left out to fit. */
export interface TableLayout {
  header: string;
  lines: string[];
  hidden: string[];
}

const GAP = 2;
const MIN_COLUMN = 4;
const MIN_FLEXIBLE = 10;

const rowWidth = (widths: number[]) => widths.reduce((a, b) => a + b, 0) + GAP * Math.max(0, widths.length - 1);

/** Whether the columns fit once the flexible ones are down to their minimum. */
function fitsNarrowed(natural: number[], flexible: boolean[], total: number): boolean {
  return rowWidth(natural.map((width, i) => (flexible[i] ? Math.min(width, MIN_FLEXIBLE) : width))) <= total;
}

/** The columns to show at `style.width` and their widths; `color` bolds the header. */
export function layoutTable(allHeaders: string[], allRows: string[][], style: Omit<TableStyle, 'tty'>): TableLayout {
  const allClean = allRows.map((row) => row.map(oneLine));
  const titles = allHeaders.map((header) => oneLine(header).toUpperCase());
  const allNatural = titles.map((title, i) => Math.max(displayWidth(title), ...allClean.map((row) => displayWidth(row[i] ?? ''))));
  // Narrowing free text comes first; then whole columns go (as the caller ranks them) before an id or slug is cut.
  let kept = allHeaders.map((_, i) => i);
  const pick = <T,>(values: T[] | undefined): T[] => kept.map((i) => values?.[i] as T);
  const fits = () => fitsNarrowed(pick(allNatural), pick(style.flexible).map(Boolean), style.width);
  const dropped: number[] = [];
  for (const drop of style.dropOrder ?? []) {
    if (fits()) break;
    kept = kept.filter((i) => i !== drop);
    dropped.push(drop);
  }
  // A wide column dropped late may have made room for a narrower one dropped before it: the most wanted come back.
  for (const back of dropped.slice(0, -1).reverse()) {
    kept = [...kept, back].sort((a, b) => a - b);
    if (!fits()) kept = kept.filter((i) => i !== back);
  }
  const widths = fitWidths(pick(allNatural), style.width, style.flexible && pick(style.flexible), pick(style.whole).map(Boolean));
  const line = (cells: string[]) =>
    truncateToWidth(
      cells
        .map((cell, i) => {
          const text = truncateToWidth(cell ?? '', widths[i]);
          return i === cells.length - 1 ? text : padToWidth(text, widths[i]);
        })
        .join(' '.repeat(GAP))
        .trimEnd(),
      style.width,
    );
  const header = line(pick(titles));
  return {
    header: bold(header, style.color),
    lines: allClean.map((row) => line(kept.map((i) => row[i]))),
    hidden: allHeaders.filter((_, i) => !kept.includes(i)),
  };
}

/** Said beside a table that left columns out to fit the terminal, so nothing is silently missing. */
export function hiddenColumnsNote(hidden: readonly string[], width: number): string {
  return `Hidden at ${width} columns: ${hidden.join(', ')} (a wider terminal shows them)`;
}

export function renderTable(headers: string[], rows: string[][], style: TableStyle): string {
  if (!style.tty) return rows.map(renderPlainRow).join('');
  const { header, lines } = layoutTable(headers, rows, style);
  return [header, ...lines].join('\n') + '\n';
}

/**
 * Shrinks the widest flexible column one column at a time until the row fits, down to MIN_FLEXIBLE; if that is
 * not enough, any column but the `whole` ones (widest first) down to MIN_COLUMN; then the whole ones too.
 */
function fitWidths(natural: number[], total: number, flexible: boolean[] = [], whole: boolean[] = []): number[] {
  const widths = [...natural];
  let excess = rowWidth(widths) - total;
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
  shrink(() => true, MIN_COLUMN);
  return widths;
}
