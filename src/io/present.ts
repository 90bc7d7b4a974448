// The presenters every command hands its results to: one place decides JSON vs JSON lines vs table, applies
// --fields, and streams. Commands never format output themselves.
import { bold } from './color.js';
import { stripControl } from './terminal-text.js';
import { getPath, pickFields } from './fields.js';
import { write, type IO } from './io.js';
import { toJson } from './json.js';
import { wrapWords } from './wrap-words.js';
import { renderPlainRow } from './plain-row.js';
import type { TableStyle } from './table.js';

export type OutputFormat = 'table' | 'json' | 'jsonl';

export interface Output {
  io: IO;
  format: OutputFormat;
  /** `--fields`: dotted wire paths to keep (JSON) or to show as columns (table). */
  fields?: string[];
}

export interface Column<T> {
  header: string;
  value: (item: T) => unknown;
  /** Free text that may be shortened to fit the terminal (ids and numbers never are, unless nothing is marked). */
  flex?: boolean;
  /** An id or slug: never shortened, so it can be copied from the table. */
  whole?: boolean;
  /** May be left out on a narrow terminal; lower numbers go first. */
  drop?: number;
}

/** How a table treats each of `columns`: which narrow, which stay whole, which go first on a narrow terminal. */
export function columnsStyle<T>(columns: readonly Column<T>[]): Pick<TableStyle, 'flexible' | 'whole' | 'dropOrder'> {
  return {
    flexible: columns.map((column) => column.flex === true),
    whole: columns.map((column) => column.whole === true),
    dropOrder: columns.flatMap((column, i) => (column.drop === undefined ? [] : [[column.drop, i]])).sort((a, b) => a[0] - b[0]).map(([, i]) => i),
  };
}

/** A scalar for a table cell or a detail line. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.map(formatValue).join(', ');
  }
  return toJson(value, false);
}

function selected<T>(out: Output, item: T): unknown {
  return out.fields?.length ? pickFields(item, out.fields) : item;
}

function fieldColumns<T>(fields: string[]): Column<T>[] {
  return fields.map((path) => ({ header: path, value: (item: T) => getPath(item, path) }));
}

async function* asAsync<T>(items: Iterable<T> | AsyncIterable<T>): AsyncIterable<T> {
  yield* items;
}

/**
 * Prints a list. JSON: one pretty array (streamed item by item, identical to JSON.stringify(array, null, 2));
 * JSON lines: one compact entity per line; table: aligned on a TTY, tab-separated otherwise.
 * Returns how many items were printed.
 */
export async function printList<T>(
  out: Output,
  items: Iterable<T> | AsyncIterable<T>,
  options: { columns: Column<T>[]; empty?: string },
): Promise<number> {
  const { io } = out;
  let count = 0;
  if (out.format === 'json') {
    for await (const item of asAsync(items)) {
      const body = toJson(selected(out, item)).replace(/\n/g, '\n  ');
      await write(io.stdout, `${count === 0 ? '[\n  ' : ',\n  '}${body}`);
      count++;
    }
    await write(io.stdout, count === 0 ? '[]\n' : '\n]\n');
    return count;
  }
  if (out.format === 'jsonl') {
    for await (const item of asAsync(items)) {
      await write(io.stdout, `${toJson(selected(out, item), false)}\n`);
      count++;
    }
    return count;
  }
  const columns = out.fields?.length ? fieldColumns<T>(out.fields) : options.columns;
  const cells = (item: T) => columns.map((column) => formatValue(column.value(item)));
  if (!io.isStdoutTTY) {
    for await (const item of asAsync(items)) {
      await write(io.stdout, renderPlainRow(cells(item)));
      count++;
    }
    return count;
  }
  const rows: string[][] = [];
  for await (const item of asAsync(items)) rows.push(cells(item));
  if (rows.length === 0) {
    if (options.empty) await write(io.stderr, `${options.empty}\n`);
    return 0;
  }
  // Loaded only for a terminal: a piped or --json list never measures display widths.
  const { hiddenColumnsNote, layoutTable } = await import('./table.js');
  const { header, lines, hidden } = layoutTable(
    columns.map((column) => column.header),
    rows,
    { color: io.color, width: io.columns, ...columnsStyle(columns) },
  );
  await write(io.stdout, `${[header, ...lines].join('\n')}\n`);
  if (hidden.length > 0) await write(io.stderr, `${wrapWords(hiddenColumnsNote(hidden, io.columns), io.columns)}\n`);
  return rows.length;
}

/**
 * Prints one entity. JSON modes print the (field-selected) entity; the human view prints `label  value` lines —
 * the given `view`, or the selected fields.
 */
export async function printEntity<T>(out: Output, entity: T, options: { view?: Array<[string, unknown]> } = {}): Promise<void> {
  const { io } = out;
  if (out.format === 'json' || out.format === 'jsonl') {
    await write(io.stdout, `${toJson(selected(out, entity), out.format === 'json')}\n`);
    return;
  }
  const lines: Array<[string, unknown]> = out.fields?.length
    ? out.fields.map((path) => [path, getPath(entity, path)])
    : (options.view ?? Object.entries(entity as Record<string, unknown>));
  if (!io.isStdoutTTY) {
    await write(io.stdout, `${lines.map(([label, value]) => `${label}\t${stripControl(formatValue(value))}`).join('\n')}\n`);
    return;
  }
  const { displayWidth, padToWidth } = await import('./display-width.js');
  const width = Math.max(0, ...lines.map(([label]) => displayWidth(label)));
  const text = lines.map(([label, value]) => `${bold(padToWidth(label, width), io.color)}  ${stripControl(formatValue(value))}`).join('\n');
  await write(io.stdout, `${text}\n`);
}

/**
 * A short confirmation or status line for humans (stdout, since it is the command's result). It often names a
 * product or a collection, so it goes through the one sanitizer (terminal-text.ts).
 */
export async function printMessage(out: Output, message: string): Promise<void> {
  await write(out.io.stdout, `${stripControl(message)}\n`);
}
