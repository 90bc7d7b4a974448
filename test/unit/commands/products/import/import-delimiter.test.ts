// `products import --delimiter` and `--ignore-unknown-columns` on a V1 and a V3 store: a semicolon file read with
// the default comma is refused naming the flag that reads it (exit 2, nothing sent); with the flag, and with tabs,
// it imports; unknown columns are each named (exit 2, nothing sent), or left out with the flag and said on stderr.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductsImportFlags } from '../../../../../src/commands/products/import.js';
import { exitCodeOf } from '../../../../../src/io/cli-errors.js';
import { productSlugs, tempFile } from '../../../../helpers/catalog.js';
import { withoutVersionProbe } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';

const SEMICOLONS = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'examples', 'catalog-semicolons.csv');

describe.each(['v1', 'v3'] as const)('CSV delimiters and unknown columns, on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });

  const importFile = (file: string, flags: ProductsImportFlags = {}) => runImport(sandbox, file, flags);

  const rows = (delimiter: string, header = ['slug', 'name', 'price']) =>
    [header, ['mug', 'Mug', '12.50'], ['cup', 'Cup', '3']].map((cells, i) => (i === 0 ? cells : [...cells, ...header.slice(3).map(() => 'x')]).join(delimiter)).join('\n') + '\n';

  it('a semicolon file read with commas: exit 2 naming --delimiter \';\', nothing sent', async () => {
    const { error } = await importFile(tempFile('semi.csv', rows(';')));
    expect(exitCodeOf(error)).toBe(2);
    expect((error as Error).message).toContain(`the header looks ';'-separated: use --delimiter ';'`);
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
    expect(await productSlugs(sandbox, catalog)).toEqual([]);
  });

  it('examples/catalog-semicolons.csv (a quoted ";" on line 2, a column of its own): the hint, then both flags import it', async () => {
    const refused = await importFile(SEMICOLONS);
    expect(exitCodeOf(refused.error)).toBe(2);
    expect((refused.error as Error).message).toContain(`the header looks ';'-separated: use --delimiter ';'`);
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
    const { h, error } = await importFile(SEMICOLONS, { delimiter: ';', ignoreUnknownColumns: true });
    expect(error).toBeUndefined();
    expect(h.json()).toMatchObject({ created: 2, invalid: 0, failed: 0 });
    expect(await productSlugs(sandbox, catalog)).toEqual(['desk-lamp', 'oak-coaster']);
  });

  it.each([
    [';', ';'],
    ['tab', '\t'],
    ['\\t', '\t'],
    ['|', '|'],
  ])('--delimiter %j imports the file', async (flag, delimiter) => {
    const { h, error } = await importFile(tempFile('file.csv', rows(delimiter)), { delimiter: flag });
    expect(error).toBeUndefined();
    expect(h.json()).toMatchObject({ created: 2, invalid: 0, failed: 0 });
    expect(await productSlugs(sandbox, catalog)).toEqual(['cup', 'mug']);
  });

  it('a tab file read with commas names --delimiter tab; an unsupported delimiter is refused', async () => {
    const { error } = await importFile(tempFile('tabs.csv', rows('\t')));
    expect(exitCodeOf(error)).toBe(2);
    expect((error as Error).message).toContain('the header looks tab-separated: use --delimiter tab');
    const refused = await importFile(tempFile('semi.csv', rows(';')), { delimiter: ':' });
    expect(exitCodeOf(refused.error)).toBe(2);
    expect((refused.error as Error).message).toMatch(/--delimiter.*expected ',', ';', tab/);
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
  });

  it('unknown columns: exit 2 naming each of them and the flag, nothing sent', async () => {
    const { error } = await importFile(tempFile('extra.csv', rows(',', ['slug', 'name', 'price', 'colour', 'notes'])));
    expect(exitCodeOf(error)).toBe(2);
    expect((error as Error).message).toContain('unknown columns "colour", "notes" in the header');
    expect((error as { hint?: string }).hint).toContain('--ignore-unknown-columns');
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
    expect(await productSlugs(sandbox, catalog)).toEqual([]);
  });

  it('--ignore-unknown-columns imports the other columns and says once on stderr which were left out', async () => {
    const file = tempFile('extra.csv', rows(',', ['slug', 'name', 'price', 'colour', 'notes']));
    const { h, error } = await importFile(file, { ignoreUnknownColumns: true });
    expect(error).toBeUndefined();
    expect(h.json()).toMatchObject({ created: 2, invalid: 0, failed: 0 });
    expect(await productSlugs(sandbox, catalog)).toEqual(['cup', 'mug']);
    const notices = h.io.stderrText().split('\n').filter((line) => line.includes('--ignore-unknown-columns'));
    expect(notices).toEqual([`Ignored 2 unknown columns of ${file} (--ignore-unknown-columns): "colour", "notes"`]);
  });
});
