// Issue #29 item 6: the browse screens at 50 and 70 columns, and with names of wide characters. Columns are left out
// (and named on the status line), never wrapped; the title and the header stay on screen; CJK, emoji and
// combining marks keep the columns aligned. On a Catalog V1 and a V3 store, from one test body.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionBrowseSource } from '../../../../src/commands/collections/browse-source.js';
import { productBrowseSource } from '../../../../src/commands/products/browse-source.js';
import { displayWidth } from '../../../../src/io/display-width.js';
import { CollectionBrowser } from '../../../../src/ui/screens/CollectionBrowser.js';
import { ProductBrowser } from '../../../../src/ui/screens/ProductBrowser.js';
import { startCatalog, type Catalog } from '../support/catalog.js';
import { renderScreen } from '../support/ink.js';

const WIDE_NAMES = ['寿司セット', 'Tea 🍵 set', 'Cafe\u0301 noir'];

describe.each(['v1', 'v3'] as const)('browse on a narrow terminal, Catalog %s', (version) => {
  let catalog: Catalog;
  beforeEach(async () => {
    catalog = await startCatalog({ version });
    const { products } = catalog.store;
    for (const [i, name] of WIDE_NAMES.entries()) {
      await products.create((await products.writer()).prepareCreate({ name, price: String(5 + i), sku: `WIDE-${i}` }, {}).body);
    }
  });
  afterEach(() => catalog.close());

  const browse = (width: number, height: number) =>
    renderScreen(<ProductBrowser {...productBrowseSource(catalog.store, { openUrl: async () => {} })} onExit={() => {}} width={width} height={height} />);

  it.each([
    [50, 24],
    [70, 15],
  ])('at %i×%i: title first, header second row, no line wider than the screen, hidden columns named', async (width, height) => {
    const frame = await browse(width, height).waitForFrame('11 products');
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(height);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(width);
    expect(lines[0]).toMatch(/^Products {2}11 products/);
    expect(lines[2]).toMatch(/^ {2}NAME\s+SKU\s+PRICE/);
    expect(lines.at(-1)).toMatch(/q quit$/);
    if (width === 50) {
      expect(lines[2]).not.toContain('INVENTORY');
      expect(frame).toContain('Hidden at 50 columns: inventory, visible');
    } else {
      expect(lines[2]).toMatch(/INVENTORY\s+VISIBLE$/);
      expect(frame).not.toContain('Hidden at');
    }
  });

  it("at 50×15 a collection's products fill the room under its facts (no rows kept for a question not asked)", async () => {
    const screen = renderScreen(<CollectionBrowser {...collectionBrowseSource(catalog.store)} store="the local sandbox" onExit={() => {}} width={50} height={15} />);
    await screen.waitForFrame('3 collections');
    await screen.press('\r');
    const frame = await screen.waitForFrame((f) => f.includes('Products (4)') && f.includes('Sun Hat'), "all four of Gifts' products");
    expect(frame.split('\n').length).toBeLessThanOrEqual(15);
    for (const name of ['Ceramic Mug', 'Linen Apron', 'Picnic Basket', 'Sun Hat']) expect(frame).toContain(name);
  });

  it('keeps the columns aligned under names of CJK, emoji and combining marks', async () => {
    const frame = await browse(70, 24).waitForFrame('11 products');
    const rows = frame.split('\n').filter((line) => /SKU|MUG-001|WIDE-\d/.test(line));
    expect(rows).toHaveLength(1 + 1 + WIDE_NAMES.length);
    const skuColumn = (line: string) => displayWidth(line.slice(0, line.search(/SKU|MUG-001|WIDE-\d/)));
    expect(new Set(rows.map(skuColumn)).size).toBe(1);
  });
});
