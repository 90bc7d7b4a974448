// The collection browser (categories on V3), fed by the real data source on a V1 and a V3 store from one body.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionBrowseSource } from '../../../../src/commands/collections/browse-source.js';
import { CollectionBrowser } from '../../../../src/ui/screens/CollectionBrowser.js';
import { startCatalog, type Catalog } from '../support/catalog.js';
import { KEYS, renderScreen } from '../support/ink.js';
import { neutralCollectionMembers } from '../../../helpers/catalog.js';

describe.each(['v1', 'v3'] as const)('CollectionBrowser on a %s store', (version) => {
  let catalog: Catalog;
  let exits: number;

  beforeEach(async () => {
    catalog = await startCatalog({ version });
    exits = 0;
  });
  afterEach(() => catalog.close());

  function browser() {
    return renderScreen(<CollectionBrowser {...collectionBrowseSource(catalog.store)} onExit={() => exits++} width={90} height={24} />);
  }

  const selectedRow = (frame: string) => frame.split('\n').find((line) => line.startsWith('›')) ?? '';
  /** The slugs of a collection's products, as the store holds them. */
  const productSlugs = async (collection: string) => (await neutralCollectionMembers(catalog.sandbox, version)).get(collection);

  it('lists the collections with their product counts', async () => {
    const screen = browser();
    const frame = await screen.waitForFrame('3 collections');
    expect(frame).toMatch(/NAME\s+SLUG\s+PRODUCTS\s+VISIBLE/);
    expect(selectedRow(frame)).toMatch(/› Gifts\s+gifts\s+4\s+yes/);
    expect(frame).toMatch(/Kitchen\s+kitchen\s+5/);
    expect(frame).toMatch(/Summer\s+summer\s+3/);
  });

  it('opens a collection on Enter and lists its products', async () => {
    const screen = browser();
    await screen.waitForFrame('3 collections');
    await screen.press(KEYS.down, KEYS.enter);
    const detail = await screen.waitForFrame('Products (5)');
    expect(detail).toContain('Kitchen');
    expect(detail).toContain('Tools and tableware for everyday cooking.');
    for (const name of ["Chef's Knife", 'Ceramic Mug', 'Linen Apron', 'Oak Cutting Board', 'Prototype Blender']) expect(detail).toContain(name);
    expect(detail).not.toContain('Sun Hat');
    await screen.press(KEYS.escape);
    expect(selectedRow(await screen.waitForFrame('3 collections'))).toContain('Kitchen');
  });

  it('adds a product by slug and takes one out after a yes', async () => {
    const screen = browser();
    await screen.waitForFrame('3 collections');
    await screen.press(KEYS.enter);
    await screen.waitForFrame('Products (4)');
    await screen.press('a');
    await screen.waitForFrame('Add product (id or slug):');
    await screen.type('oak-cutting-board');
    await screen.press(KEYS.enter);
    const added = await screen.waitForFrame((f) => f.includes('Added Oak Cutting Board to Gifts') && f.includes('Products (5)'));
    expect(added).toContain('Oak Cutting Board');
    expect(await productSlugs('Gifts')).toContain('oak-cutting-board');

    expect(selectedRow(added)).toContain('Ceramic Mug');
    await screen.press('x');
    await screen.waitForFrame('Take Ceramic Mug out of Gifts? [y/N]');
    await screen.press('y', KEYS.enter);
    await screen.waitForFrame('Removed Ceramic Mug from Gifts');
    expect(await productSlugs('Gifts')).toEqual(['linen-apron', 'oak-cutting-board', 'picnic-basket', 'sun-hat']);
    await screen.press(KEYS.escape);
    expect(selectedRow(await screen.waitForFrame('3 collections'))).toMatch(/Gifts\s+gifts\s+4/);
  });

  it('reports a product that does not exist', async () => {
    const screen = browser();
    await screen.waitForFrame('3 collections');
    await screen.press(KEYS.enter, 'a');
    await screen.type('no-such-thing');
    await screen.press(KEYS.enter);
    await screen.waitForFrame('error: No product with id or slug "no-such-thing"');
  });
});
