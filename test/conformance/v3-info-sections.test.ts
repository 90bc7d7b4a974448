// Info sections V3 through the official SDK (`@wix/auto_sdk_stores_info-sections-v-3`), each expectation from its doc
// comments and declared errors (build/es/index.typings.d.mts), and the products' side of them
// (`@wix/auto_sdk_stores_products-v-3`: `infoSections` on Create Product, Bulk Add / Remove Info Sections).
import { describe, expect, it } from 'vitest';
import { infoSectionsV3, productsV3 } from '@wix/stores';
import { v3SdkPerFile } from './sdk-harness.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { sdk } = v3SdkPerFile({ infoSectionsV3, productsV3 }, { resetEach: true });


const rule = (ruleName: string) => ({ details: { validationError: { fieldViolations: [expect.objectContaining({ ruleName })] } } });
const simple = (name: string, extra: object = {}) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '1' } } }] }, ...extra });
const textOf = (section: any) => section.description.nodes.map((n: any) => n.nodes[0].textData.text);
const ids = (product: any) => (product.infoSections ?? []).map((s: any) => s._id);

describe('official SDK: info sections', () => {
  it('creates (HTML becomes rich content), gets, gets or creates by unique name, updates with revision', async () => {
    const care = await sdk.infoSectionsV3.createInfoSection({ uniqueName: 'care', title: 'Care', plainDescription: '<p>Hand wash</p><p>Dry flat &amp; cool</p>' });
    // plainDescription: "this string must be a valid HTML. It will then be converted to rich content".
    expect(textOf(care)).toEqual(['Hand wash', 'Dry flat & cool']);
    expect(care).toMatchObject({ uniqueName: 'care', title: 'Care', revision: '1' });
    expect((await sdk.infoSectionsV3.getInfoSection(care._id))._id).toBe(care._id);
    await expect(sdk.infoSectionsV3.createInfoSection({ uniqueName: 'x', title: '   ' })).rejects.toMatchObject(rule('ONLY_SPACES_STRING_ERROR'));
    // Get Or Create: "Pass the `uniqueName` of an existing info section to return it"; else uniqueName and title create one.
    const again = await sdk.infoSectionsV3.getOrCreateInfoSection({ infoSection: { uniqueName: 'care' } });
    expect(again.infoSection._id).toBe(care._id);
    const made = await sdk.infoSectionsV3.getOrCreateInfoSection({ infoSection: { uniqueName: 'sizing', title: 'Sizing' } });
    expect(made.infoSection._id).not.toBe(care._id);
    const bulk = await sdk.infoSectionsV3.bulkGetOrCreateInfoSections({ infoSections: [{ _id: care._id }, { uniqueName: 'returns', title: 'Returns' }] });
    expect(bulk.results.map((r: any) => r.item.uniqueName)).toEqual(['care', 'returns']);
    const updated = await sdk.infoSectionsV3.updateInfoSection(care._id, { revision: '1', title: 'Washing' });
    expect(updated).toMatchObject({ title: 'Washing', revision: '2' });
    expect(textOf(updated)).toEqual(['Hand wash', 'Dry flat & cool']);
    await expect(sdk.infoSectionsV3.updateInfoSection(care._id, { revision: '1', title: 'Old' })).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });
  });

  it('queries newest first by default (queryInfoSections doc comment), counts, and bulk creates, updates and deletes', async () => {
    const created = await sdk.infoSectionsV3.bulkCreateInfoSections([{ uniqueName: 'a', title: 'A' }, { uniqueName: 'b', title: 'B' }, { uniqueName: 'c', title: ' ' }], { returnEntity: true });
    expect(created.results.map((r: any) => r.itemMetadata.success)).toEqual([true, true, false]);
    const [a, b] = created.results.map((r: any) => r.item);
    expect((await sdk.infoSectionsV3.queryInfoSections().find()).items.map((s: any) => s.uniqueName)).toEqual(['b', 'a']);
    expect((await sdk.infoSectionsV3.queryInfoSections().ascending('title').limit(1).find()).items.map((s: any) => s.uniqueName)).toEqual(['a']);
    expect((await sdk.infoSectionsV3.countInfoSections({ filter: { title: 'B' } })).count).toBe(1);
    const updated = await sdk.infoSectionsV3.bulkUpdateInfoSections([{ infoSection: { _id: a._id, revision: '1', title: 'Alpha' } }], { returnEntity: true });
    expect(updated.results[0].item.title).toBe('Alpha');
    const deleted = await sdk.infoSectionsV3.bulkDeleteInfoSections([b._id, crypto.randomUUID()]);
    expect(deleted.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false]);
    expect((await sdk.infoSectionsV3.countInfoSections()).count).toBe(1);
  });
});

describe('official SDK: products and info sections', () => {
  it('a product names sections by id or unique name, or creates one inline; deleting a section takes it off products', async () => {
    const care = await sdk.infoSectionsV3.createInfoSection({ uniqueName: 'care', title: 'Care' });
    const product = await sdk.productsV3.createProduct(
      simple('Scarf', { infoSections: [{ _id: care._id }, { uniqueName: 'care' }, { uniqueName: 'origin', title: 'Origin', plainDescription: '<p>Wool from Wales</p>' }] }),
      { fields: ['INFO_SECTION', 'INFO_SECTION_DESCRIPTION'] },
    );
    // "Pass `infoSection.uniqueName`, `infoSection.title`, and `infoSection.description` to add a new info section".
    expect(product.infoSections.map((s: any) => [s.uniqueName, s.title])).toEqual([['care', 'Care'], ['origin', 'Origin']]);
    expect(textOf(product.infoSections[1])).toEqual(['Wool from Wales']);
    expect((await sdk.productsV3.getProduct(product._id)).infoSections[0]).toEqual({ _id: care._id });
    await expect(sdk.productsV3.createProduct(simple('Hat', { infoSections: [{ uniqueName: 'nowhere' }] }))).rejects.toMatchObject({ details: { applicationError: { code: 'INFO_SECTION_CREATION_FAILED' } } });
    const counted = await sdk.infoSectionsV3.getInfoSection(care._id, { fields: ['ASSIGNED_PRODUCTS_COUNT'] });
    expect(counted.assignedProductsCount).toBe(1);
    // "Deleting an info section will also remove it from all products it is assigned to."
    await sdk.infoSectionsV3.deleteInfoSection(care._id);
    const after = await sdk.productsV3.getProduct(product._id);
    expect(ids(after)).toEqual([product.infoSections[1]._id]);
    expect(after.revision).toBe('2');
  });

  it('bulk adds and removes sections by product ids and by filter, at most 20 on a product', async () => {
    const [one, two] = await Promise.all(['One', 'Two'].map((name) => sdk.productsV3.createProduct(simple(name))));
    const sections = (await sdk.infoSectionsV3.bulkCreateInfoSections(
      Array.from({ length: 21 }, (_, i) => ({ uniqueName: `s${i}`, title: `S${i}` })),
      { returnEntity: true },
    )).results.map((r: any) => r.item._id);
    const added = await sdk.productsV3.bulkAddInfoSectionsToProducts([{ productId: one._id, revision: one.revision }, { productId: two._id, revision: '7' }], { infoSectionIds: sections.slice(0, 2), returnEntity: true });
    expect(added.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false]);
    expect(ids(added.results[0].item)).toEqual(sections.slice(0, 2));
    const removed = await sdk.productsV3.bulkRemoveInfoSectionsFromProducts([{ productId: one._id }], { infoSectionIds: [sections[0]] });
    expect(removed.bulkActionMetadata.totalSuccesses).toBe(1);
    expect(ids(await sdk.productsV3.getProduct(one._id))).toEqual([sections[1]]);
    const job = await sdk.productsV3.bulkAddInfoSectionsToProductsByFilter({ _id: { $in: [one._id, two._id] } }, { infoSectionIds: sections.slice(2, 20) });
    expect(job.jobId).toMatch(/-/);
    expect(ids(await sdk.productsV3.getProduct(one._id))).toHaveLength(19);
    expect(ids(await sdk.productsV3.getProduct(two._id))).toHaveLength(18);
    // A product holds at most 20 (`infoSections` @maxSize 20): TOO_MANY_INFO_SECTIONS_ERROR.
    const tooMany = await sdk.productsV3.bulkAddInfoSectionsToProducts([{ productId: one._id }], { infoSectionIds: [sections[20], sections[0]] });
    expect(tooMany.results[0].itemMetadata.error.code).toBe('TOO_MANY_INFO_SECTIONS_ERROR');
    await sdk.productsV3.bulkRemoveInfoSectionsFromProductsByFilter({ _id: two._id }, { infoSectionIds: sections.slice(2, 20) });
    expect(ids(await sdk.productsV3.getProduct(two._id))).toEqual([]);
  });
});
