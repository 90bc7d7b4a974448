// What each foreign format's import test checks the same way (Shopify's, WooCommerce's): the catalog read back as
// the store's own CSV, a --report's product lines, a --resume after a finished run skipping every product without a write, and a header mixing two layouts refused
// before any request (duplicates D5).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { tempFile, writesOf } from '../../../helpers/catalog.js';
import type { TestSandbox } from '../../../helpers/sandbox.js';
import { withoutVersionProbe } from './harness.js';

type Store = (argv: string[]) => Promise<{ code: number; stdout: string; stderr: string }>;

/** The store's catalog as its own CSV (`products export`), rows by slug (a variant row under its product's). */
export async function exportedBySlug(store: Store): Promise<Record<string, Array<Record<string, string>>>> {
  const output = tempFile('catalog.csv', '');
  expect((await store(['products', 'export', '--format', 'csv', '--output', output])).code).toBe(0);
  const rows: Array<Record<string, string>> = parse(readFileSync(output, 'utf8'), { columns: true });
  const bySlug: Record<string, Array<Record<string, string>>> = {};
  let slug = '';
  for (const row of rows) (bySlug[(slug = row.slug || slug)] ??= []).push(row);
  return bySlug;
}

/** A --report file's product lines (those naming a slug), in the order written. */
export function reportedProducts(report: string): Array<Record<string, unknown> & { slug: string; row: number; rows?: number[]; outcome: string }> {
  return readFileSync(report, 'utf8').trim().split('\n').map((line) => JSON.parse(line)).filter((line) => line.slug);
}

/** `file` imported again with --resume after a run that finished its `products`: each is skipped, nothing is written. */
export async function expectResumeSkipsAll(store: Store, sandbox: TestSandbox, file: string, report: string, products: number): Promise<void> {
  sandbox.requests.length = 0;
  const resumed = await store(['products', 'import', file, '--resume', '--report', report]);
  expect(resumed.code).toBe(0);
  expect(reportedProducts(report).map((line) => line.outcome)).toEqual(Array(products).fill('skipped'));
  expect(writesOf(sandbox)).toEqual([]);
}

/** A CSV whose header mixes two layouts: exit 2, `the header mixes formats: <mixes>`, no request but the version probe. */
export async function expectMixedHeaderRefused(store: Store, sandbox: TestSandbox, csv: string, mixes: string): Promise<void> {
  const { code, stderr } = await store(['products', 'import', tempFile('mixed.csv', csv)]);
  expect(code).toBe(2);
  expect(stderr).toContain(`the header mixes formats: ${mixes}`);
  expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
}
