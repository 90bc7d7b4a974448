// The Products V3 by-filter jobs and tag calls through the official SDK, routed to a V3 sandbox: each answers a job
// (`{jobId}`, read at the Async Job API) or a bulk envelope, and changes exactly the products its filter or ids
// name. Expectations from the SDK's doc comments in @wix/auto_sdk_stores_products-v-3 (quoted per test) and
// https://dev.wix.com/docs/rest/business-management/async-job/get-async-job (the job).
import { describe, expect, it } from 'vitest';
import { categories } from '@wix/categories';
import { productsV3 } from '@wix/stores';
import { STORES_APP_ID } from '../../src/wire/api/categories/tree.js';
import { catalogV3Paths } from '../../src/wire/api/catalog-v3/paths.js';
import { v3SdkPerFile } from './sdk-harness.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { t, sdk } = v3SdkPerFile({ productsV3, categories }, { resetEach: true });
const tree = { appNamespace: '@wix/stores' };


const simple = (name: string, amount: string) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount } } }] } });
const byIds = (...ids: string[]) => ({ _id: { $in: ids } });

/** The job a by-filter call started, once finished (the sandbox runs it before answering). */
async function finished(answer: { jobId: string }) {
  expect(answer.jobId).toEqual(expect.any(String));
  const job = await t.admin('GET', catalogV3Paths.asyncJobs.get(answer.jobId));
  expect(job.body.asyncJob.status).toBe('FINISHED');
  return job.body.asyncJob;
}

describe('official SDK: Products V3 by-filter jobs and tags', () => {
  it('bulkUpdateProductsByFilter — "Updates multiple products, given the provided filter"', async () => {
    const [mug, bowl] = [await sdk.productsV3.createProduct(simple('Mug', '5')), await sdk.productsV3.createProduct(simple('Bowl', '6'))];
    await finished(await sdk.productsV3.bulkUpdateProductsByFilter({ filter: byIds(mug._id), product: { visible: false } }));
    expect((await sdk.productsV3.getProduct(mug._id)).visible).toBe(false);
    expect((await sdk.productsV3.getProduct(bowl._id)).visible).toBe(true);
  });

  it('bulkDeleteProductsByFilter — "Delete multiple products given the provided filter"', async () => {
    const [mug, bowl] = [await sdk.productsV3.createProduct(simple('Mug', '5')), await sdk.productsV3.createProduct(simple('Bowl', '6'))];
    await finished(await sdk.productsV3.bulkDeleteProductsByFilter(byIds(mug._id)));
    await expect(sdk.productsV3.getProduct(mug._id)).rejects.toMatchObject({ details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } } });
    expect((await sdk.productsV3.getProduct(bowl._id))._id).toBe(bowl._id);
  });

  it('bulkUpdateProductVariantsByFilter — "Updates multiple product variants, given the provided filter and search expression"', async () => {
    const [mug, bowl] = [await sdk.productsV3.createProduct(simple('Mug', '5')), await sdk.productsV3.createProduct(simple('Bowl', '6'))];
    await finished(await sdk.productsV3.bulkUpdateProductVariantsByFilter(byIds(mug._id), { variant: { price: { actualPrice: { amount: '9' } } } }));
    expect((await sdk.productsV3.getProduct(mug._id)).variantsInfo.variants[0].price.actualPrice.amount).toBe('9');
    expect((await sdk.productsV3.getProduct(bowl._id)).variantsInfo.variants[0].price.actualPrice.amount).toBe('6');
  });

  it('bulkAddProductsToCategoriesByFilter / bulkRemoveProductsFromCategoriesByFilter — "Adds multiple products to up to 5 categories, given the provided filter", then "Removes multiple products … from up to 5 categories"', async () => {
    const [mug, bowl] = [await sdk.productsV3.createProduct(simple('Mug', '5')), await sdk.productsV3.createProduct(simple('Bowl', '6'))];
    const kitchen = await sdk.categories.createCategory({ name: 'Kitchen' }, { treeReference: tree });
    const items = async () => (await sdk.categories.listItemsInCategory(kitchen._id, tree)).items;
    await finished(await sdk.productsV3.bulkAddProductsToCategoriesByFilter({ filter: byIds(mug._id, bowl._id), categoryIds: [kitchen._id] }));
    expect(await items()).toEqual(expect.arrayContaining([{ catalogItemId: mug._id, appId: STORES_APP_ID }, { catalogItemId: bowl._id, appId: STORES_APP_ID }]));
    await finished(await sdk.productsV3.bulkRemoveProductsFromCategoriesByFilter({ filter: byIds(mug._id), categoryIds: [kitchen._id] }));
    expect(await items()).toEqual([{ catalogItemId: bowl._id, appId: STORES_APP_ID }]);
  });

  it('bulkUpdateProductTags / bulkUpdateProductTagsByFilter — "Adds or removes tags on multiple products", by ids (each id its own result) and "asynchronously … that match the provided filter"', async () => {
    const [mug, bowl] = [await sdk.productsV3.createProduct(simple('Mug', '5')), await sdk.productsV3.createProduct(simple('Bowl', '6'))];
    const tagged = await sdk.productsV3.bulkUpdateProductTags([mug._id, 'missing'], { assignTags: { publicTags: { tagIds: ['t1', 't2'] } } });
    expect(tagged.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect((await sdk.productsV3.getProduct(mug._id)).tags.publicTags.tagIds).toEqual(['t1', 't2']);
    await finished(await sdk.productsV3.bulkUpdateProductTagsByFilter(byIds(mug._id, bowl._id), { assignTags: { publicTags: { tagIds: ['t3'] } }, unassignTags: { publicTags: { tagIds: ['t1'] } } }));
    expect((await sdk.productsV3.getProduct(mug._id)).tags.publicTags.tagIds).toEqual(['t2', 't3']);
    expect((await sdk.productsV3.getProduct(bowl._id)).tags.publicTags.tagIds).toEqual(['t3']);
  });
});
