// A row of a table that is not for a terminal (piped): cells tab-separated, each on one line, no styling — so
// `store products list | cut -f1` works. Kept apart from table.ts, which measures display widths: a piped list never
// loads that measure (string-width and its Intl.Segmenter cost milliseconds at start-up).
import { oneLine } from './terminal-text.js';

export function renderPlainRow(cells: string[]): string {
  return `${cells.map(oneLine).join('\t')}\n`;
}
