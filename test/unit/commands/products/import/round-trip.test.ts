// Issue #25 item 3: `products export` → `products import` of an unchanged catalog makes no writes, in CSV, JSON and
// JSONL, on a V1 store, on a V3 store, and across (a file of one version into a store of the other: README
// "Import and export", the mapping of "Catalog V1 and V3"). One body per case, parametrised over versions and formats.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsExport } from '../../../../../src/commands/products/export.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import fc from 'fast-check';
import { centsToText, toCents } from '../../../../../src/wire/money.js';
import { neutralCollectionMembers, neutralProducts, productSlugs, tempFile, withCatalog, writesOf } from '../../../../helpers/catalog.js';
import { createGeneratedProduct, type GeneratedProduct } from '../../../../helpers/store-products.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../../support/harness.js';

const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'examples', 'catalog.csv');
const VERSIONS = ['v1', 'v3'] as const;
const FORMATS = ['csv', 'json', 'jsonl'] as const;
type Version = (typeof VERSIONS)[number];

const stores = {} as Record<Version, TestSandbox>;
beforeAll(async () => {
  Object.assign(stores, { v1: await startTestSandbox({ catalog: 'v1' }), v3: await startTestSandbox({ catalog: 'v3' }) });
});
afterAll(async () => {
  await stores.v1.close();
  await stores.v3.close();
});

const home = tempHome();
async function run(sandbox: TestSandbox, verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>) {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true } });
  try {
    await verb(h.ctx);
    return h.json();
  } finally {
    await h.ctx.close();
  }
}

/** The demo catalog (options, price overrides, a hidden product, media, discounts, brands, ribbons) plus the example file's products. */
async function demoStore(version: Version): Promise<TestSandbox> {
  const sandbox = stores[version];
  sandbox.sandbox.reset({ demo: true });
  await run(sandbox, (ctx) => runProductsImport(EXAMPLE, {}, ctx));
  return sandbox;
}

async function exportOf(sandbox: TestSandbox, format: string): Promise<string> {
  const output = tempFile(`catalog.${format}`, '');
  await run(sandbox, (ctx) => runProductsExport({ format, output }, ctx));
  return output;
}

/** Imports `file` into `sandbox`: its summary and the write requests it sent. */
async function importInto(sandbox: TestSandbox, file: string) {
  sandbox.requests.length = 0;
  const summary = await run(sandbox, (ctx) => runProductsImport(file, {}, ctx));
  return { summary, writes: writesOf(sandbox).map((r) => `${r.method} ${r.path}`), requests: withoutVersionProbe(sandbox.requests).length };
}

describe.each(VERSIONS)('export → import on a Catalog %s store', (version) => {
  it.each(FORMATS)('%s: every product unchanged, not one write', async (format) => {
    const sandbox = await demoStore(version);
    const products = (await productSlugs(sandbox, version)).length;
    const { summary, writes, requests } = await importInto(sandbox, await exportOf(sandbox, format));
    expect(summary).toEqual({ created: 0, updated: 0, unchanged: products, invalid: 0, failed: 0, requests });
    expect(products).toBe(11);
    expect(writes).toEqual([]);
  });
});

describe.each([
  ['v1', 'v3'],
  ['v3', 'v1'],
] as const)('a Catalog %s export into a Catalog %s store', (from, to) => {
  it.each(FORMATS)('%s: creates every product, and importing it again writes nothing', async (format) => {
    const file = await exportOf(await demoStore(from), format);
    const slugs = await productSlugs(stores[from], from);
    const target = stores[to];
    target.sandbox.reset({ demo: false });
    const first = await importInto(target, file);
    expect(first.summary).toMatchObject({ created: slugs.length, updated: 0, invalid: 0, failed: 0 });
    expect(await productSlugs(target, to)).toEqual(slugs);
    const again = await importInto(target, file);
    expect(again.summary).toMatchObject({ created: 0, updated: 0, unchanged: slugs.length, invalid: 0, failed: 0 });
    expect(again.writes).toEqual([]);
  });
});

// Issue #37 item 3: every value the store can hold comes back from a CSV, JSON or JSONL export with no writes —
// names with the list separator, commas, quotes, backslashes, CJK and emoji; variants of different prices; V3
// variants each with its own sale price; collections whose names hold `;`. The catalog is made through the store's
// own API (not the importer), then exported and imported back.
const PIECES = ['a', 'Q', ' ', ';', ',', '"', "'", '\\', '=', '-', '漢', '字', 'é', '😀', '🛒'];
const text = (pieces: number) =>
  fc
    .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: pieces })
    .map((chars) => chars.join('').trim())
    .filter((name) => name !== '');
const cents = (min: number, max: number) => fc.integer({ min, max }).map(centsToText);

/** The choices of every variant: one per combination, in the options' order. */
const combinations = (options: GeneratedProduct['options']) =>
  options.reduce<Array<Record<string, string>>>((combos, o) => combos.flatMap((combo) => o.choices.map((c) => ({ ...combo, [o.name]: c }))), [{}]);

const variantArb = (version: Version, choices: Record<string, string>) =>
  cents(100, 50_000).chain((price) =>
    fc.record({
      choices: fc.constant(choices),
      price: fc.constant(price),
      // V3 keeps a sale price per variant; V1 one discount per product (productArb).
      ...(version === 'v3' ? { sale: fc.option(cents(1, toCents(price) - 1), { nil: undefined }) } : {}),
    }),
  );

const productArb = (version: Version, index: number) =>
  fc
    .record({
      name: text(20),
      options: fc.uniqueArray(text(6), { maxLength: 2, selector: (name) => name }).chain((names) =>
        fc.tuple(...names.map((name, k) => fc.array(text(6), { minLength: 1, maxLength: 2 }).map((labels) => ({ name: `${name} ${k}`, choices: labels.map((label, j) => `${label} ${j}`) })))),
      ),
      discount: version === 'v1' ? fc.option(fc.oneof(fc.record({ type: fc.constant('AMOUNT' as const), value: fc.integer({ min: 1, max: 99 }).map((cents) => cents / 100) }), fc.record({ type: fc.constant('PERCENT' as const), value: fc.integer({ min: 1, max: 90 }) })), { nil: undefined }) : fc.constant(undefined),
    })
    .chain(({ name, options, discount }) =>
      fc.tuple(...combinations(options).map((choices) => variantArb(version, choices))).map(
        (variants): GeneratedProduct => ({ slug: `p-${index}`, name, options, variants, ...(discount ? { discount } : {}) }),
      ),
    );

const catalogArb = (version: Version) =>
  fc.record({
    products: fc.integer({ min: 1, max: 3 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => productArb(version, i)))),
    collections: fc.array(text(10), { minLength: 1, maxLength: 3 }).map((names) => names.map((name, i) => `${name} ${i}`)),
    membership: fc.array(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), { minLength: 3, maxLength: 3 }),
  });

/** A store's catalog as the CLI reads it: products by slug, and each collection's products. */
const stateOf = async (sandbox: TestSandbox) => {
  const version = sandbox === stores.v1 || sandbox === copies.v1 ? 'v1' : 'v3';
  return { products: await neutralProducts(sandbox, version), members: await neutralCollectionMembers(sandbox, version) };
};

/** The state without what the store names itself (ids): what a product file carries to another store (no empty collection). */
const withoutIds = (state: Awaited<ReturnType<typeof stateOf>>) => ({
  members: new Map([...state.members].filter(([, slugs]) => slugs.length > 0)),
  products: [...state.products].map(([slug, all]) =>
    [slug, all.map((p) => ({ summary: { ...p.summary, id: undefined }, variants: p.variants.map((v) => ({ ...v, id: undefined })), media: p.media.map((m) => m.url) }))],
  ),
});

const copies = {} as Record<Version, TestSandbox>;
beforeAll(async () => {
  Object.assign(copies, { v1: await startTestSandbox({ catalog: 'v1' }), v3: await startTestSandbox({ catalog: 'v3' }) });
});
afterAll(async () => {
  await copies.v1.close();
  await copies.v3.close();
});

describe.each(VERSIONS)('export → import of generated catalogs on a Catalog %s store', (version) => {
  it('CSV, JSON and JSONL: not one write, the same store after', async () => {
    const sandbox = stores[version];
    await fc.assert(
      fc.asyncProperty(catalogArb(version), async ({ products, collections, membership }) => {
        sandbox.sandbox.reset({ demo: false });
        const ids: string[] = [];
        for (const product of products) ids.push(await createGeneratedProduct(sandbox, version, product));
        await withCatalog(sandbox, version, async (store) => {
          const { collections: port } = await store.importTarget();
          for (const [k, name] of collections.entries()) {
            const members = ids.filter((_, i) => membership[i][k]);
            const id = await port.create(name);
            if (members.length > 0) await port.add(id, members);
          }
        });
        const before = await stateOf(sandbox);
        for (const format of FORMATS) {
          const file = await exportOf(sandbox, format);
          const { summary, writes } = await importInto(sandbox, file);
          expect({ format, writes, summary }).toMatchObject({ format, writes: [], summary: { created: 0, updated: 0, unchanged: products.length, invalid: 0, failed: 0 } });
          // The same file makes the same catalog in an empty store (every variant's own sale price included).
          copies[version].sandbox.reset({ demo: false });
          expect((await importInto(copies[version], file)).summary).toMatchObject({ created: products.length, failed: 0 });
          expect({ format, state: withoutIds(await stateOf(copies[version])) }).toEqual({ format, state: withoutIds(before) });
        }
        expect(await stateOf(sandbox)).toEqual(before);
      }),
      { numRuns: 6 },
    );
  });
});

describe.each([
  ['v1', { created: 0, failed: 1 }, undefined],
  ['v3', { created: 1, failed: 0 }, [['$8.00', '$10.00'], ['$9.50', '$12.00']]],
] as const)('variants discounted unevenly (variant_sale_price) on a Catalog %s store', (version, counts, prices) => {
  it('V3 keeps each sale price; V1, which keeps one discount per product, fails the product and says why', async () => {
    const sandbox = stores[version];
    sandbox.sandbox.reset({ demo: false });
    const file = tempFile('uneven.csv', 'slug,name,price,option1_name,option1_value,variant_price,variant_sale_price\ntee,Tee,10,Size,S,,8\ntee,,,Size,M,12,9.50\n');
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true } });
    try {
      const error = await runProductsImport(file, {}, h.ctx).then(() => undefined, (e: Error) => e);
      expect(h.json()).toMatchObject(counts);
      if (version === 'v1') {
        expect(String(error)).toContain(
          "row 2 (tee): variant S (row 2): variant_sale_price 8 is not its price 10 with the product's discount (10); a Catalog V1 store keeps one discount per product: give the variants one discount_type/discount_value instead of variant_sale_price",
        );
      } else expect(error).toBeUndefined();
    } finally {
      await h.ctx.close();
    }
    if (prices) {
      const [tee] = (await neutralProducts(sandbox, version)).get('tee')!;
      expect(tee.variants.map((v) => [String(v.price), String(v.listPrice)])).toEqual(prices);
    }
  });
});
