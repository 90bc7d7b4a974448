// The one rule of `store bulk undo` (catalog/core/bulk/undo-rule.ts; SECURITY.md "Undo never overwrites a later
// change", "A backup is undone at most once"), for every field a bulk change sets, on a Catalog V1 and a V3 store from
// one test body: a value the store holds as the change left it is put back; one changed since is left as is and
// listed (CHANGED_SINCE, exit 6) unless --force; a backup already undone is not undone again.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBulkSet } from '../../../src/commands/bulk/set.js';
import { runBulkUndo, type BulkUndoOptions } from '../../../src/commands/bulk/undo.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';
import type { PartialFailureError } from '../../../src/client/errors.js';
import { bulkStorePerTest } from '../catalog/bulk/support/bulk-store.js';
import { harness, remoteEnv, runForJson, tempHome } from './support/harness.js';

/** Each field a bulk change sets, with two values in turn (a change A, then a later change B). */
const FIELDS = [
  { field: 'price', a: '20', b: '30' },
  { field: 'cost', a: '5', b: '6' },
  { field: 'weight', a: '2', b: '3' },
  { field: 'brand', a: 'Acme', b: 'Zenith' },
  { field: 'ribbon', a: 'New', b: 'Hot' },
] as const;

describe.each(['v1', 'v3'] as const)('bulk undo on a Catalog %s store', (catalog) => {
  const store = bulkStorePerTest(catalog);
  const home = tempHome();
  const backup = (name: string) => join(home.HOME, name);
  const json = (verb: Parameters<typeof runForJson>[1]) => runForJson(() => harness({ env: { ...home, ...remoteEnv(store.sandbox) }, globals: { json: true, yes: true } }), verb);
  const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
  const set = (field: string, value: string, file: string) => json((ctx) => runBulkSet({ field, value, ids: 'hat,board', backup: backup(file) }, ctx));
  const undo = (file: string, flags: Partial<BulkUndoOptions> = {}) => json((ctx) => runBulkUndo({ file: backup(file), ...flags }, ctx));

  describe.each(FIELDS)('$field', ({ field, a, b }) => {
    it('an undo out of order leaves the later change as is (CHANGED_SINCE, exit 6, --force named); --force puts the saved values back', async () => {
      const label = 'order';
      const original = await store.state();
      await set(field, a, `${field}-${label}-a.json`);
      await set(field, b, `${field}-${label}-b.json`);
      const later = await store.state();
      store.sandbox.requests.length = 0;

      const refused = await caught(undo(`${field}-${label}-a.json`));
      expect(exitCodeOf(refused)).toBe(6);
      const failures = (refused as PartialFailureError).failures as Array<{ slug?: string; code: string; description: string }>;
      expect(failures.map((f) => [f.slug, f.code])).toEqual([['hat', 'CHANGED_SINCE'], ['board', 'CHANGED_SINCE']]);
      expect(failures[1].description).toMatch(new RegExp(`^changed since the bulk change \\(${field}( of variant \\S+)? is ${b}, the change left ${a}\\): left as is`));
      expect((refused as PartialFailureError).hint).toContain('--force');
      expect(store.writes()).toEqual([]);
      expect(await store.state()).toEqual(later);

      expect(await undo(`${field}-${label}-a.json`, { force: true })).toMatchObject({ changed: 2, failed: 0 });
      expect(await store.state()).toEqual(original);
    });

    it('undone in order (B, then A), every value comes back', async () => {
      const label = 'in-order';
      const original = await store.state();
      await set(field, a, `${field}-${label}-a.json`);
      const afterA = await store.state();
      await set(field, b, `${field}-${label}-b.json`);
      expect(await undo(`${field}-${label}-b.json`)).toMatchObject({ changed: 2, failed: 0 });
      expect(await store.state()).toEqual(afterA);
      expect(await undo(`${field}-${label}-a.json`)).toMatchObject({ changed: 2, failed: 0 });
      expect(await store.state()).toEqual(original);
    });
  });
});
