// Issue #29 item 6: `G`/End in a browse screen goes to the end of the list — reading the pages up to it, the
// selection following — not to the end of what is loaded; `g`/Home goes back to the start. Paged by 3 over the
// demo's 8 products, on a Catalog V1 and a V3 store.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productBrowseSource } from '../../../../src/commands/products/browse-source.js';
import { ProductBrowser } from '../../../../src/ui/screens/ProductBrowser.js';
import { startCatalog, type Catalog } from '../support/catalog.js';
import { renderScreen } from '../support/ink.js';

const END = '\u001B[F';
const HOME = '\u001B[H';
const selected = (frame: string) => frame.split('\n').find((line) => line.startsWith('›')) ?? '';

describe.each(['v1', 'v3'] as const)('the end keys of a browse screen, Catalog %s', (version) => {
  let catalog: Catalog;
  beforeEach(async () => {
    catalog = await startCatalog({ version });
  });
  afterEach(() => catalog.close());

  const browse = () => renderScreen(<ProductBrowser {...productBrowseSource(catalog.store, { openUrl: async () => {} })} onExit={() => {}} width={100} height={24} pageSize={3} />);

  it.each([
    ['G', 'g'],
    [END, HOME],
  ])('%j reads every page and selects the last product; %j goes back to the first', async (end, home) => {
    const screen = browse();
    await screen.waitForFrame('3 of 8 products');
    await screen.press(end);
    // Sun Hat is the last product by name; all 8 are loaded, not the next page of 3.
    const last = await screen.waitForFrame((frame) => /^Products\s+8 products/.test(frame) && selected(frame).includes('Sun Hat'), 'the last product selected');
    expect(last).not.toContain('loading to the end');
    await screen.press(home);
    expect(selected(await screen.waitForFrame((frame) => selected(frame).includes('Ceramic Mug'), 'the first product'))).toMatch(/^› Ceramic Mug/);
  });
});
