import { it } from 'vitest';
import { runCollectionsList } from '../../../src/commands/collections/list.js';
import { runProductsList } from '../../../src/commands/products/list.js';
import { runVariantsList } from '../../../src/commands/variants/list.js';
import { harness, remoteEnv } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';
const sandbox = sharedSandbox({ catalog: 'v3' });
const show = async (label: string, fn: (ctx: any) => Promise<void>, globals: any = {}) => {
  const h = harness({ env: remoteEnv(sandbox), globals });
  let err: any;
  try { await fn(h.ctx); } catch (e) { err = e; }
  console.log(`=== ${label}\nOUT ${h.io.stdoutText().slice(0, 300)}\nERR ${err?.message}\nHINT ${err?.hint ?? ''}`);
  await h.ctx.close();
};
it('probe', async () => {
  await show('sort colour', (ctx) => runProductsList({ sort: 'colour' }, ctx));
  await show('sort description', (ctx) => runProductsList({ sort: 'description:desc' }, ctx));
  await show('coll sort slug', (ctx) => runCollectionsList({ sort: 'slug' }, ctx));
  await show('coll sort colour', (ctx) => runCollectionsList({ sort: 'colour' }, ctx));
  await show('variants colour', (ctx) => runVariantsList({ sort: 'colour' }, ctx));
  await show('fields colour', (ctx) => runProductsList({}, ctx), { json: true, fields: ['id', 'colour'] });
  await show('fields nested', (ctx) => runProductsList({}, ctx), { fields: ['actualPriceRange.cost'] });
  await show('coll fields', (ctx) => runCollectionsList({}, ctx), { fields: ['numberOfProducts', 'nope'] });
  await show('arrays', (ctx) => runProductsList({ limit: '1' }, ctx), { json: true, fields: ['id', 'variantsInfo.variants.sku', 'media.itemsInfo.items.id', 'seoData.tags'] });
});
