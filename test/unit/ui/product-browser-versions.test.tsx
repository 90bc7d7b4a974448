// The browse screens on both catalog versions, fed by the real data sources over the catalog interface: the same
// keys give the same screens on a Catalog V1 and a V3 sandbox (the demo catalog exists in both), and on V3 the
// requests are V3's own (Search Products for text and price sorts, cursors for the next page, categories).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionBrowseSource } from '../../../src/commands/collections/browse-source.js';
import { productBrowseSource } from '../../../src/commands/products/browse-source.js';
import type { BrowsePageRequest } from '../../../src/ui/browse-items.js';
import type { BrowseQuery } from '../../../src/ui/browse-query.js';
import { CollectionBrowser } from '../../../src/ui/screens/CollectionBrowser.js';
import { ProductBrowser } from '../../../src/ui/screens/ProductBrowser.js';
import { startCatalog, type Catalog } from './support/catalog.js';
import { KEYS, renderScreen } from './support/ink.js';

const selected = (frame: string) => frame.split('\n').find((line) => line.startsWith('›')) ?? '';

describe.each(['v1', 'v3'] as const)('browse screens on Catalog %s', (version) => {
  let catalog: Catalog;
  let opened: string[];
  const pages: Array<BrowseQuery & BrowsePageRequest> = [];

  beforeEach(async () => {
    catalog = await startCatalog({ version });
    opened = [];
    pages.length = 0;
  });
  afterEach(() => catalog.close());

  function products(options: { pageSize?: number; height?: number; collection?: { id: string; name: string } } = {}) {
    const real = productBrowseSource(catalog.store, { collection: options.collection, openUrl: async (url) => void opened.push(url) });
    const source = { ...real, fetchPage: (query: BrowseQuery, page: BrowsePageRequest) => (pages.push({ ...query, ...page }), real.fetchPage(query, page)) };
    return renderScreen(<ProductBrowser {...source} onExit={() => {}} width={100} height={options.height ?? 30} pageSize={options.pageSize} />);
  }

  const productBySlug = async (slug: string) => catalog.store.products.summary(await catalog.store.products.resolve(slug));

  it('lists the products by name with their prices, and sorts by price with s', async () => {
    const screen = products();
    const frame = await screen.waitForFrame('8 products');
    expect(frame).toContain('sorted by name ↑');
    expect(selected(frame)).toMatch(/› Ceramic Mug\s+MUG-001\s+\$12\.50\s+in stock\s+yes/);
    expect(frame).toMatch(/Prototype Blender.*\$149\.00.*no/);
    await screen.press('s', 's');
    await screen.waitForFrame((f) => f.includes('sorted by price ↑') && selected(f).includes('Ceramic Mug'), 'price ↑');
    const rows = screen.frame().split('\n').filter((line) => /\$\d/.test(line));
    expect(rows.at(-1)).toContain('Prototype Blender');
    if (version === 'v3') {
      // Name and price sorts are Search Products' (Query Products does not declare them).
      const sorts = catalog.reads('/stores/v3/products/search').map((body) => body.search?.sort?.[0]?.fieldName);
      expect(sorts).toContain('actualPriceRange.minValue.amount');
    }
  });

  it('browses the products of one collection (--collection): the title names it, search stays inside it', async () => {
    const kitchen = catalog.store.collections.summary(await catalog.store.collections.resolve('kitchen'));
    const screen = products({ collection: { id: kitchen.id, name: kitchen.name } });
    const frame = await screen.waitForFrame('5 products');
    expect(frame).toMatch(/^Products in Kitchen/);
    expect(frame).not.toContain('Sun Hat');
    await screen.press('/');
    await screen.type('o');
    // Only Kitchen's products are searched: V1 names or slugs starting with "o", V3 names or SKUs containing it
    // (Striped Beach Towel has one too, but is not in Kitchen).
    const expected = version === 'v1' ? '1 product ' : '3 products';
    const found = await screen.waitForFrame((f) => f.includes('/ o') && f.includes(expected), `${expected} in Kitchen`);
    expect(found).toContain('Oak Cutting Board');
    expect(found).not.toContain('Striped Beach Towel');
  });

  it('searches with / (what the text matches is said on the search line) and clears with Esc', async () => {
    const screen = products();
    await screen.waitForFrame('8 products');
    await screen.press('/');
    const hint = await screen.waitForFrame('enter done');
    expect(hint).toContain(version === 'v1' ? 'type name or slug starts with' : 'type name or SKU contains');
    await screen.type('su');
    const found = await screen.waitForFrame((f) => f.includes('1 product ') && selected(f).includes('Sun Hat'), 'only Sun Hat');
    expect(found).not.toContain('Ceramic Mug');
    if (version === 'v3') {
      const searched = catalog.reads('/stores/v3/products/search').map((body) => body.search?.search).filter(Boolean);
      expect(searched.at(-1)).toEqual({ expression: 'su', fields: ['name', 'variantsInfo.variants.sku'], mode: 'AND' });
    }
    await screen.press(KEYS.escape);
    await screen.waitForFrame((f) => f.includes('8 products') && f.includes('press / to search'), 'the whole list');
  });

  it('pages as the selection moves down, each page after the first by the cursor of the one before', async () => {
    const screen = products({ pageSize: 3 });
    // V3 pages carry no total: the first page also asks Count Products.
    await screen.waitForFrame('3 of 8 products');
    await screen.press(KEYS.down);
    await screen.waitForFrame('6 of 8 products');
    await screen.press(KEYS.down, KEYS.down, KEYS.down);
    await screen.waitForFrame('8 products');
    expect(pages.map((p) => p.limit)).toEqual([3, 3, 3]);
    expect(pages[0].cursor).toBeUndefined();
    expect(pages.slice(1).every((p) => typeof p.cursor === 'string')).toBe(true);
    if (version === 'v1') expect(pages.map((p) => p.cursor)).toEqual([undefined, '3', '6']);
    else {
      // As the SDK pages: after the first page only the cursor travels (it holds the filter and the sort).
      const bodies = catalog.reads('/stores/v3/products/search').map((body) => body.search);
      expect(bodies.slice(1).every((body) => Object.keys(body).join() === 'cursorPaging' && body.cursorPaging.cursor)).toBe(true);
      expect(catalog.reads('/stores/v3/products/count')).toHaveLength(1);
    }
  });

  it('opens the detail pane with the variants, media and collections by name, and the product page with o', async () => {
    const screen = products();
    await screen.waitForFrame('8 products');
    await screen.press('G', KEYS.enter);
    const detail = await screen.waitForFrame((f) => /collections (Gifts, Summer|Summer, Gifts)/.test(f), "Sun Hat's collections");
    expect(detail).toContain('options Size: S, M, L; Color: Sand, Navy');
    expect(detail).toContain('Variants (6)');
    expect(detail).toMatch(/L\s+Navy\s+\$32\.00\s+in stock/);
    expect(detail).toContain('https://static.store.example/img/hat.jpg');
    await screen.press('o');
    await screen.waitForFrame('Opened ');
    expect(opened).toEqual([`${catalog.sandbox.baseUrl}/product-page/sun-hat`]);
  });

  it('edits the price in the form: only the change is written, and the row shows the new price', async () => {
    const screen = products();
    await screen.waitForFrame('8 products');
    await screen.press('e');
    expect(await screen.waitForFrame('Edit Ceramic Mug')).toMatch(/Price\s+12\.5/);
    await screen.press(KEYS.down, KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace);
    await screen.type('14');
    await screen.press(KEYS.up, KEYS.up, KEYS.enter);
    const saved = await screen.waitForFrame('Saved Ceramic Mug');
    expect(selected(saved)).toMatch(/Ceramic Mug\s+MUG-001\s+\$14\.00/);
    const patches = catalog.requests('PATCH', '/products/');
    expect(patches).toHaveLength(1);
    const { id: _id, revision, ...sent } = patches[0].body.product;
    if (version === 'v1') expect(sent).toEqual({ priceData: { price: 14 } });
    else {
      // V3 replaces variants whole: every variant goes back with its id and the new price, under the read revision.
      expect(typeof revision).toBe('string');
      expect(Object.keys(sent).sort()).toEqual(['options', 'variantsInfo']);
      expect(sent.variantsInfo.variants.map((v: any) => v.price.actualPrice.amount)).toEqual(['14']);
    }
    expect((await productBySlug('ceramic-mug')).price).toBe('$14.00');
  });

  it('deletes the selected product after a yes', async () => {
    const screen = products();
    await screen.waitForFrame('8 products');
    await screen.press('d');
    await screen.waitForFrame('Delete Ceramic Mug (ceramic-mug)? [y/N]');
    await screen.press('y', KEYS.enter);
    expect(await screen.waitForFrame('Deleted Ceramic Mug')).toContain('7 products');
    await expect(catalog.store.products.resolve('ceramic-mug')).rejects.toThrow(/No product/);
  });

  it('after a delete, the pages that follow skip no product (V3: its cursor was made before the delete)', async () => {
    const screen = products({ pageSize: 3 });
    await screen.waitForFrame('3 of 8 products');
    await screen.press('d', 'y', KEYS.enter);
    await screen.waitForFrame('Deleted Ceramic Mug');
    const frame = await screen.pressUntil(KEYS.down, (f) => f.includes('7 products') && !f.includes(' of 7 products'), 'every page loaded');
    const left = (await catalog.store.products.list({}, { all: true }).toArray()).map((product) => catalog.store.products.summary(product).name);
    expect(left).toHaveLength(7);
    const rows = frame.split('\n').filter((line) => /\$\d/.test(line));
    expect(rows).toHaveLength(7);
    for (const name of left) expect(rows.some((row) => row.includes(name))).toBe(true);
  });

  it('browses the collections (categories on V3), their products, and adds and removes one', async () => {
    const screen = renderScreen(<CollectionBrowser {...collectionBrowseSource(catalog.store)} onExit={() => {}} width={90} height={24} />);
    const list = await screen.waitForFrame('3 collections');
    // V3 pages carry no total: the first page also asks Count Categories.
    if (version === 'v3') expect(catalog.reads('/categories/v1/categories/count')).toEqual([expect.objectContaining({ returnNonVisibleCategories: true })]);
    expect(selected(list)).toMatch(/› Gifts\s+gifts\s+4\s+yes/);
    expect(list).toMatch(/Kitchen\s+kitchen\s+5/);
    await screen.press(KEYS.down, KEYS.enter);
    const kitchen = await screen.waitForFrame((f) => f.includes('Products (5)') && f.includes('Prototype Blender'), "Kitchen's products");
    expect(kitchen).not.toContain('Sun Hat');
    await screen.press('a');
    await screen.waitForFrame('Add product (id or slug):');
    await screen.type('sun-hat');
    await screen.press(KEYS.enter);
    await screen.waitForFrame((f) => f.includes('Added Sun Hat to Kitchen') && f.includes('Products (6)'));
    expect(selected(await screen.waitForFrame((f) => f.includes('Sun Hat'), 'Sun Hat in the list'))).toContain('Ceramic Mug');
    await screen.press('x');
    await screen.waitForFrame('Take Ceramic Mug out of Kitchen? [y/N]');
    await screen.press('y', KEYS.enter);
    await screen.waitForFrame('Removed Ceramic Mug from Kitchen');
    await screen.press(KEYS.escape);
    expect(selected(await screen.waitForFrame('3 collections'))).toMatch(/Kitchen\s+kitchen\s+5/);
    const kitchenNow = await catalog.store.products.page({ inCollection: (await catalog.store.collections.resolve('kitchen')).id }, { limit: 50 });
    expect(kitchenNow.items.map((p) => p.name)).toContain('Sun Hat');
    expect(kitchenNow.items.map((p) => p.name)).not.toContain('Ceramic Mug');
    expect(kitchenNow.items).toHaveLength(5);
  });

  it('searches the collections by name and deletes one after a yes', async () => {
    let exits = 0;
    const screen = renderScreen(<CollectionBrowser {...collectionBrowseSource(catalog.store)} onExit={() => exits++} width={90} height={24} />);
    await screen.waitForFrame('3 collections');
    await screen.press('/');
    expect(await screen.waitForFrame('enter done')).toContain('type name starts with');
    await screen.type('sum');
    await screen.waitForFrame((f) => f.includes('1 collection') && selected(f).includes('Summer'), 'only Summer');
    await screen.press(KEYS.enter, 'd');
    await screen.waitForFrame('Delete collection Summer? [y/N]');
    await screen.press('y', KEYS.enter);
    await screen.waitForFrame('Deleted Summer');
    const left = await catalog.store.collections.list({}, { all: true }).toArray();
    expect(left.map((c) => c.name).sort()).toEqual(['Gifts', 'Kitchen']);
    await screen.press('q');
    expect(exits).toBe(1);
  });
});
