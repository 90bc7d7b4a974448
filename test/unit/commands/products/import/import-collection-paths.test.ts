// Issue #39: a collection reference in the own CSV may be a path (docs/collection-paths.md). On V3 `Clothing > Shirts`
// finds the existing top-level `Clothing` and creates `Shirts` under it, the product in the leaf; on V1 it is the
// collection `Shirts`. A name holding ` > ` (written ` \> `) stays one name, and export → import writes nothing.
import { describe, expect, it } from 'vitest';
import { tempFile, withCatalog, writesOf } from '../../../../helpers/catalog.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { storeAgainst } from '../../support/store-against.js';
import { tempHome } from '../../support/harness.js';

describe.each(['v1', 'v3'] as const)('a collection path in the own CSV on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();
  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);
  const paths = () =>
    withCatalog(sandbox, catalog, async (s) => {
      const listed = await s.collections.list({}, { all: true }).toArray();
      const parentOf = (c: (typeof listed)[number]) => (c as { parentCategory?: { id?: string | null } }).parentCategory?.id ?? undefined;
      const nameOf = new Map(listed.map((c) => [c.id, c.name]));
      return listed.map((c) => (parentOf(c) ? `${nameOf.get(parentOf(c)!)} / ${c.name}` : c.name)).sort();
    });

  it('finds the parent that exists, creates the rest once, and a re-import and an export round trip write nothing', async () => {
    expect((await store(['collections', 'create', '--name', 'Clothing'])).code).toBe(0);
    sandbox.requests.length = 0;
    const file = tempFile('paths.csv', 'slug,name,price,collections\nlinen-shirt,Linen Shirt,45,Clothing > Shirts\nsalt-mill,Salt Mill,20,Salt \\> Pepper;Clothing > Shirts\n');
    const dry = await store(['products', 'import', file, '--dry-run', '--json']);
    expect(JSON.parse(dry.stdout).newCollections).toEqual(catalog === 'v3' ? ['Salt \\> Pepper', 'Clothing > Shirts'] : ['Shirts', 'Salt \\> Pepper']);
    expect(writesOf(sandbox)).toEqual([]);

    expect((await store(['products', 'import', file, '--json'])).code).toBe(0);
    expect(await paths()).toEqual(catalog === 'v3' ? ['Clothing', 'Clothing / Shirts', 'Salt > Pepper'] : ['Clothing', 'Salt > Pepper', 'Shirts']);

    sandbox.requests.length = 0;
    expect(JSON.parse((await store(['products', 'import', file, '--json'])).stdout)).toMatchObject({ unchanged: 2, created: 0, updated: 0 });
    expect(writesOf(sandbox)).toEqual([]);

    const exported = tempFile('export.csv', '');
    expect((await store(['products', 'export', '--format', 'csv', '--output', exported])).code).toBe(0);
    sandbox.requests.length = 0;
    expect(JSON.parse((await store(['products', 'import', exported, '--json'])).stdout)).toMatchObject({ unchanged: 2, failed: 0 });
    expect(writesOf(sandbox)).toEqual([]);
  });
});
