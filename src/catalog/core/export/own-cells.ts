// A product's own CSV rows (CSV_HEADER order, what both catalog versions' export sources write) read by column, for
// the layouts that rewrite them (dashboard-rows.ts, shopify-rows.ts).
import { CSV_HEADER, MAX_OPTIONS, optionNameColumn, optionValueColumn } from '../import/csv-columns.js';

export type Cells = Record<string, string>;

export const cellsOf = (row: readonly string[]): Cells => Object.fromEntries(CSV_HEADER.map((column, i) => [column, row[i] ?? '']));

/** The product's options (from its first row) with their choices in the order its variants first name them; holes where a name is blank. */
export function optionsOf(variants: readonly Cells[]): Array<{ name: string; choices: string[] }> {
  const options: Array<{ name: string; choices: string[] }> = [];
  for (let i = 0; i < MAX_OPTIONS; i++) {
    const name = variants[0][optionNameColumn(i)];
    if (!name) continue;
    const choices = [...new Set(variants.map((v) => v[optionValueColumn(i)]).filter((choice) => choice !== ''))];
    options[i] = { name, choices };
  }
  return options;
}
