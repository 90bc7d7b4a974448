// Product groups, promotions and catalog imports through the official SDK, routed to a V3 sandbox: every function of
// the three modules is answered 501 with a message naming the call, in the platform's error envelope
// (src/sandbox/routes/v3/unserved.ts) — never a bare 404 "No route". An unknown path under a served V3 prefix is
// still the router's 404 naming the path.
import { describe, expect, it } from 'vitest';
import { catalogImportsV3, productGroupsV3, promotionsV3 } from '@wix/stores';
import { v3SdkPerFile } from './sdk-harness.js';
import { moduleCalls } from './sdk-coverage/sdk-calls.js';
import { SDK_MODULES } from './sdk-coverage/sdk-modules.js';

const { t, sdk } = v3SdkPerFile({ productGroupsV3, promotionsV3, catalogImportsV3 }, { resetEach: false });


const ID = 'group-1';
const FILTER = { name: { $eq: 'x' } };

/** Every function of the three modules, called as a user's code would, with the call's reference name. */
const CALLS: Record<string, [name: string, run: () => Promise<unknown>]> = {
  'productGroupsV3.createProductGroup': ['Create Product Group', () => sdk.productGroupsV3.createProductGroup({ name: 'Shirts' })],
  'productGroupsV3.getProductGroup': ['Get Product Group', () => sdk.productGroupsV3.getProductGroup(ID)],
  'productGroupsV3.updateProductGroup': ['Update Product Group', () => sdk.productGroupsV3.updateProductGroup(ID, { revision: '1', name: 'Tops' })],
  'productGroupsV3.deleteProductGroup': ['Delete Product Group', () => sdk.productGroupsV3.deleteProductGroup(ID)],
  'productGroupsV3.queryProductGroups': ['Query Product Groups', () => sdk.productGroupsV3.queryProductGroups().find()],
  'productGroupsV3.searchProductGroups': ['Search Product Groups', () => sdk.productGroupsV3.searchProductGroups({ search: { expression: 'shirt' } })],
  'productGroupsV3.assignProductsToProductGroup': ['Assign Products To Product Group', () => sdk.productGroupsV3.assignProductsToProductGroup(ID, { productIds: ['p'] })],
  'productGroupsV3.unassignProductsFromProductGroup': ['Unassign Products From Product Group', () => sdk.productGroupsV3.unassignProductsFromProductGroup(ID, { productIds: ['p'] })],
  'productGroupsV3.bulkCreateProductGroups': ['Bulk Create Product Groups', () => sdk.productGroupsV3.bulkCreateProductGroups([{ name: 'Shirts' }])],
  'productGroupsV3.bulkUpdateProductGroups': ['Bulk Update Product Groups', () => sdk.productGroupsV3.bulkUpdateProductGroups([{ productGroup: { _id: ID, revision: '1' } }])],
  'productGroupsV3.bulkDeleteProductGroups': ['Bulk Delete Product Groups', () => sdk.productGroupsV3.bulkDeleteProductGroups([ID])],
  'productGroupsV3.bulkUpdateProductGroupTags': ['Bulk Update Product Group Tags', () => sdk.productGroupsV3.bulkUpdateProductGroupTags([ID], {})],
  'productGroupsV3.bulkUpdateProductGroupTagsByFilter': ['Bulk Update Product Group Tags By Filter', () => sdk.productGroupsV3.bulkUpdateProductGroupTagsByFilter(FILTER, {})],
  'promotionsV3.createPromotion': ['Create Promotion', () => sdk.promotionsV3.createPromotion({ name: 'Sale', media: { url: 'https://example.com/a.png' } })],
  'promotionsV3.getPromotion': ['Get Promotion', () => sdk.promotionsV3.getPromotion(ID)],
  'promotionsV3.updatePromotion': ['Update Promotion', () => sdk.promotionsV3.updatePromotion(ID, { revision: '1', name: 'Sale' })],
  'promotionsV3.deletePromotion': ['Delete Promotion', () => sdk.promotionsV3.deletePromotion(ID)],
  'promotionsV3.queryPromotions': ['Query Promotions', () => sdk.promotionsV3.queryPromotions().find()],
  'promotionsV3.searchPromotions': ['Search Promotions', () => sdk.promotionsV3.searchPromotions({ search: { expression: 'sale' } })],
  'promotionsV3.resolvePromotions': ['Resolve Promotions', () => sdk.promotionsV3.resolvePromotions('category-1')],
  'promotionsV3.bulkCreatePromotions': ['Bulk Create Promotions', () => sdk.promotionsV3.bulkCreatePromotions([{ name: 'Sale', media: { url: 'https://example.com/a.png' } }])],
  'promotionsV3.bulkUpdatePromotions': ['Bulk Update Promotions', () => sdk.promotionsV3.bulkUpdatePromotions([{ promotion: { _id: ID, revision: '1' } }])],
  'promotionsV3.bulkDeletePromotions': ['Bulk Delete Promotions', () => sdk.promotionsV3.bulkDeletePromotions([ID])],
  'promotionsV3.bulkUpdatePromotionTags': ['Bulk Update Promotion Tags', () => sdk.promotionsV3.bulkUpdatePromotionTags([ID], {})],
  'promotionsV3.bulkUpdatePromotionTagsByFilter': ['Bulk Update Promotion Tags By Filter', () => sdk.promotionsV3.bulkUpdatePromotionTagsByFilter(FILTER, {})],
  'catalogImportsV3.createCatalogImport': ['Create Catalog Import', () => sdk.catalogImportsV3.createCatalogImport({})],
  'catalogImportsV3.addProductsToImport': ['Add Products To Import', () => sdk.catalogImportsV3.addProductsToImport('import-1', [{ product: { handle: 'shirt' } }])],
  'catalogImportsV3.submitCatalogImport': ['Submit Catalog Import', () => sdk.catalogImportsV3.submitCatalogImport('import-1')],
};

const UNSERVED_MODULES = SDK_MODULES.filter((m) => ['productGroupsV3', 'promotionsV3', 'catalogImportsV3'].includes(m.alias));

describe('official SDK: product groups, promotions and catalog imports answer 501', () => {
  it('the table above names every function of the three modules', () => {
    expect(Object.keys(CALLS).sort()).toEqual(UNSERVED_MODULES.flatMap(moduleCalls).map((call) => call.id).sort());
  });

  it.each(Object.entries(CALLS))('%s → 501 naming the call', async (_id, [name, run]) => {
    const error: any = await run().then(
      () => expect.unreachable('the sandbox served it'),
      (e: unknown) => e,
    );
    expect(error.details?.applicationError?.code).toBe('NOT_IMPLEMENTED');
    expect(error.details.applicationError.description).toContain(name);
    expect(error.details.applicationError.description).toMatch(/ \/stores\/v3\//);
    expect(error.message).toContain('are not served by the sandbox');
  });

  it('the raw answer is the platform envelope with status 501', async () => {
    const answer = await t.admin('POST', '/stores/v3/catalog-imports/import-1/submit', {});
    expect(answer.status).toBe(501);
    expect(answer.body).toEqual({
      message: 'Catalog imports are not served by the sandbox: Submit Catalog Import (POST /stores/v3/catalog-imports/import-1/submit)',
      details: {
        applicationError: {
          code: 'NOT_IMPLEMENTED',
          description: expect.stringContaining('Submit Catalog Import'),
          data: { call: 'Submit Catalog Import', method: 'POST', path: '/stores/v3/catalog-imports/import-1/submit' },
        },
      },
    });
  });

  it('an unknown path under a V3 prefix is a 404 naming the path', async () => {
    for (const path of ['/stores/v3/product-groups/group-1/members', '/stores/v3/brands/b-1/logo', '/stores/v3/no-such-service']) {
      const answer = await t.admin('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.details.applicationError, path).toMatchObject({ code: 'NOT_FOUND', description: `No route for GET ${path}` });
    }
  });
});
