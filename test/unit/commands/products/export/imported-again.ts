// The round trip of an export in a foreign product CSV (issue #39 item 4): the file, imported into an empty store of
// the same catalog version, is found from its header as its format, and gives that store the same catalog.
import { expect } from 'vitest';
import { neutralCollectionMembers } from '../../../../helpers/catalog.js';
import type { TestSandbox } from '../../../../helpers/sandbox.js';
import { runImport } from '../../support/import-run.js';

interface RoundTrip<C> {
  from: TestSandbox;
  into: TestSandbox;
  catalog: 'v1' | 'v3';
  /** The format the dry run must find the file to be, from its header alone (no --format). */
  format: string;
  /** How many products the import must create, none failing. */
  created: number;
  /** A store's catalog as the file can carry it. */
  catalogOf: (store: TestSandbox, catalog: 'v1' | 'v3') => Promise<C>;
}

/**
 * Imports `file` into `into` (empty): a dry run that finds it as `format`, then the import, after which `into` has
 * `from`'s catalog and collection members. Returns the columns the dry run said it left out (of rows that had them)
 * and `from`'s catalog, for the caller's own checks.
 */
export async function importedAgain<C>(file: string, { from, into, catalog, format, created, catalogOf }: RoundTrip<C>): Promise<{ notCarried: string[]; original: C }> {
  const dry = await runImport(into, file, { dryRun: true });
  expect(dry.error).toBeUndefined();
  expect(dry.h.json()).toMatchObject({ format, dryRun: true });
  const notCarried = dry.h.json().notCarried.filter((column: { rows: number }) => column.rows > 0).map((column: { column: string }) => column.column);
  const imported = await runImport(into, file);
  expect(imported.error).toBeUndefined();
  expect(imported.h.json()).toMatchObject({ created, failed: 0 });
  const original = await catalogOf(from, catalog);
  expect(await catalogOf(into, catalog)).toEqual(original);
  expect(await neutralCollectionMembers(into, catalog)).toEqual(await neutralCollectionMembers(from, catalog));
  return { notCarried, original };
}
