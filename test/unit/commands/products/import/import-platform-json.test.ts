// Issue #39 item 1: the platform's own JSON answers as an import source. A catalog is read from a Catalog V1 or V3
// store the way the platform answers it — V1: Query Products (`includeVariants`, `includeHiddenProducts`); V3: the
// Get Product answer of each product in a `{"products": [...]}` answer; the HTTP answers saved as files — and imported
// into an empty store of each version (cross-version too), read back as the same catalog; a dry run writes nothing,
// a re-import writes nothing; what the store has no place for is counted as not carried; a product the answer cannot
// describe is a row error naming the product's index and field (docs/formats/platform-json.md).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amount, neutralProducts, tempFile, writesOf, type NeutralProduct } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { exportedStock } from '../../support/exported-stock.js';
import { runImport } from '../../support/import-run.js';

const VERSIONS = ['v1', 'v3'] as const;
type Version = (typeof VERSIONS)[number];

/** A simple product with everything the own model holds, one whose variants differ, and a hidden one. */
const CATALOG_CSV = [
  'slug,name,description,price,cost,weight,sku,visible,brand,ribbon,discount_type,discount_value,media,option1_name,option1_value,variant_price,variant_cost,variant_weight,variant_sku,variant_visible,track_quantity,quantity,in_stock',
  'mug,Mug,<p>A mug</p>,12.5,4,0.5,MUG-1,true,Acme,New,AMOUNT,2.5,https://example.com/mug.jpg,,,,,,,,true,7,',
  'tee,Tee,,20,,,,true,,,,,,Size,S,20,5,0.2,TEE-S,true,true,3,',
  'tee,,,,,,,,,,,,,Size,M,22,6,0.3,TEE-M,false,true,0,',
  'cap,Cap,,9,,,,false,,,,,,Colour,Red,,,,,,false,,true',
  'cap,,,,,,,,,,,,,Colour,Blue,,,,,,false,,false',
].join('\n');

const V3_FIELDS = ['PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'MERCHANT_DATA', 'VARIANT_OPTION_CHOICE_NAMES', 'DIRECT_CATEGORIES_INFO', 'CURRENCY'];

const stores = {} as Record<Version, TestSandbox>;
const targets = {} as Record<Version, TestSandbox>;
beforeAll(async () => {
  for (const version of VERSIONS) {
    stores[version] = await startTestSandbox({ catalog: version, demo: false });
    targets[version] = await startTestSandbox({ catalog: version, demo: false });
  }
  for (const version of VERSIONS) expect((await runImport(stores[version], tempFile('catalog.csv', CATALOG_CSV))).error).toBeUndefined();
});
afterAll(async () => {
  for (const version of VERSIONS) await Promise.all([stores[version].close(), targets[version].close()]);
});

/** The store's products as the platform answers them, saved as a file (the HTTP answer's own text). */
async function platformAnswer(version: Version): Promise<string> {
  const sandbox = stores[version];
  if (version === 'v1') {
    const { body } = await sandbox.admin('POST', '/stores/v1/products/query', { query: {}, includeVariants: true, includeHiddenProducts: true, includeMerchantSpecificData: true });
    return tempFile('v1-answer.json', JSON.stringify(body));
  }
  // Query Products answers no variants (docs/wire/catalog-v3.md §3): each product's Get Product answer carries them.
  const { body } = await sandbox.admin('POST', '/stores/v3/products/query', { query: {}, fields: V3_FIELDS });
  const products = [];
  for (const listed of body.products) {
    const got = await sandbox.admin('GET', `/stores/v3/products/${listed.id}?${V3_FIELDS.map((f) => `fields=${f}`).join('&')}`);
    products.push(got.body.product);
  }
  return tempFile('v3-answer.json', JSON.stringify({ ...body, products }));
}

/** What an answer carries, read back the same on both versions (ids left out; stock: exportedStock). */
function carried(products: Map<string, NeutralProduct[]>) {
  const price = (value: string | number | undefined) => (value === undefined ? undefined : amount(value));
  return Object.fromEntries(
    [...products].map(([slug, [p]]) => [
      slug,
      {
        name: p.summary.name,
        visible: p.summary.visible,
        brand: p.summary.brand,
        ribbon: p.summary.ribbon,
        options: p.summary.options,
        media: p.media.map((m) => m.url),
        variants: p.variants.map((v) => ({
          choices: v.choices,
          price: price(v.price),
          listPrice: price(v.listPrice ?? v.price),
          cost: price(v.cost),
          weight: v.weight || undefined,
          // V1 answers an empty SKU as "", V3 leaves it out.
          sku: v.sku || undefined,
          visible: v.visible,
        })),
      },
    ]),
  );
}

describe.each([
  ['v1', 'v1'],
  ['v1', 'v3'],
  ['v3', 'v3'],
  ['v3', 'v1'],
] as const)("a Catalog %s store's own JSON answer imported into an empty Catalog %s store", (from, to) => {
  it('dry run writes nothing; the import makes the same catalog; a re-import writes nothing', async () => {
    const file = await platformAnswer(from);
    const target = targets[to];
    target.sandbox.reset({ demo: false });
    target.requests.length = 0;

    const dry = await runImport(target, file, { dryRun: true });
    expect(dry.error).toBeUndefined();
    expect(dry.h.json()).toMatchObject({ dryRun: true, create: 3, invalid: 0 });
    // The catalog holds nothing the store cannot: no field of the answer is listed as not carried.
    expect(dry.h.json().notCarried).toEqual([]);
    expect(writesOf(target)).toEqual([]);

    const first = await runImport(target, file);
    expect(first.error).toBeUndefined();
    expect(first.h.json()).toMatchObject({ created: 3, invalid: 0, failed: 0 });
    // V1 answers carry each variant's stock; a V3 product answers only a status the store computes from its
    // inventory items, which the import does not carry (docs/formats/platform-json.md).
    expect(carried(await neutralProducts(target, to))).toEqual(carried(await neutralProducts(stores[from], from)));
    if (from === 'v1') expect(await exportedStock(target)).toEqual(await exportedStock(stores[from]));

    target.requests.length = 0;
    const again = await runImport(target, file);
    expect(again.error).toBeUndefined();
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, invalid: 0, failed: 0 });
    expect(writesOf(target)).toEqual([]);
  });
});

describe.each(VERSIONS)('what a Catalog %s answer holds that the store cannot', (version) => {
  /** One answer product of each kind, with user-entered fields the tool's model has no place for. */
  const answerWith = async (extra: Record<string, unknown>) => {
    const body = JSON.parse(readFileSync(await platformAnswer(version), 'utf8'));
    return tempFile('answer.json', JSON.stringify({ ...body, products: body.products.map((p: object, i: number) => (i === 0 ? { ...p, ...extra } : p)) }));
  };

  it('is counted as not carried in the dry run; read-only answer fields are not', async () => {
    const target = targets[version];
    target.sandbox.reset({ demo: false });
    const file = await answerWith({ seoData: { tags: [{ type: 'title', children: 'Best mug' }] }, customTextFields: [{ title: 'Engraving', maxLength: 20 }] });
    const { h, error } = await runImport(target, file, { dryRun: true });
    expect(error).toBeUndefined();
    const notCarried = h.json().notCarried as Array<{ column: string; rows: number }>;
    expect(notCarried).toEqual(expect.arrayContaining([{ column: 'seoData', rows: 1 }, { column: 'customTextFields', rows: 1 }]));
    // Ids, revisions, timestamps, price ranges, stock status …: the store's own, never listed.
    const names = notCarried.map((c) => c.column);
    for (const readOnly of ['id', 'numericId', 'createdDate', 'updatedDate', 'lastUpdated', 'revision', 'priceRange', 'actualPriceRange', 'inventory', 'productPageUrl']) expect(names).not.toContain(readOnly);
  });
});

describe.each(VERSIONS)('a malformed product in an answer, into a Catalog %s store', (to) => {
  it("is a row error naming the product's index and field; the other products import", async () => {
    const target = targets[to];
    target.sandbox.reset({ demo: false });
    const { body } = await stores.v1.admin('POST', '/stores/v1/products/query', { query: {}, includeVariants: true, includeHiddenProducts: true, includeMerchantSpecificData: true });
    body.products[1] = { ...body.products[1], priceData: { ...body.products[1].priceData, price: 'twenty' } };
    const file = tempFile('answer.json', JSON.stringify(body));
    const dry = await runImport(target, file, { dryRun: true });
    const [cell] = dry.h.json().rows.invalid;
    expect(cell).toMatchObject({ row: 2, column: 'priceData.price', value: '"twenty"' });
    expect(dry.h.json()).toMatchObject({ create: 2, invalid: 1 });
  });

  it('a Catalog V3 Query Products answer (no variants): one price per product is carried, variants priced apart are a row error', async () => {
    const target = targets[to];
    target.sandbox.reset({ demo: false });
    const { body } = await stores.v3.admin('POST', '/stores/v3/products/query', { query: {}, fields: [...V3_FIELDS, 'MIN_PRICE_VARIANT'] });
    const file = tempFile('query-answer.json', JSON.stringify(body));
    const { h } = await runImport(target, file, { dryRun: true });
    const index = body.products.findIndex((p: { slug: string }) => p.slug === 'tee') + 1;
    expect(h.json().rows.invalid).toEqual([expect.objectContaining({ row: index, column: 'actualPriceRange' })]);
    expect(h.json()).toMatchObject({ create: 2, invalid: 1 });

    const real = await runImport(target, file, { skipInvalid: true });
    expect(real.h.json()).toMatchObject({ created: 2, failed: 0 });
    const products = await neutralProducts(target, to);
    const [mug] = products.get('mug')!;
    expect(mug.variants.map((v) => [amount(v.price), amount(v.listPrice ?? v.price), v.sku])).toEqual([[10, 12.5, 'MUG-1']]);
    const [cap] = products.get('cap')!;
    expect(cap.summary.visible).toBe(false);
    expect(cap.variants.map((v) => [v.choices.Colour, amount(v.price)])).toEqual([['Red', 9], ['Blue', 9]]);
  });
});
