// Each variant's stock as the store's own CSV export writes it, by `slug` and `slug/choice` — the same words on a
// Catalog V1 and a V3 store (the neutral variant rows of V3 show no counted quantity).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { runProductsExport } from '../../../../src/commands/products/export.js';
import { tempFile } from '../../../helpers/catalog.js';
import type { TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv } from './harness.js';

/** The store's own CSV export (by slug) as rows by column. */
export async function ownExportRows(sandbox: TestSandbox): Promise<Array<Record<string, string>>> {
  const output = tempFile('own.csv', '');
  const h = harness({ env: remoteEnv(sandbox) });
  try {
    await runProductsExport({ format: 'csv', output, sort: 'slug' }, h.ctx);
  } finally {
    await h.ctx.close();
  }
  return parse(readFileSync(output, 'utf8'), { columns: true });
}

export async function exportedStock(sandbox: TestSandbox): Promise<Record<string, string>> {
  const rows = await ownExportRows(sandbox);
  return Object.fromEntries(
    rows.map((row) => [row.option1_value ? `${row.slug}/${row.option1_value}` : row.slug, row.track_quantity === 'true' ? row.quantity : `not counted, in stock ${row.in_stock}`]),
  );
}
