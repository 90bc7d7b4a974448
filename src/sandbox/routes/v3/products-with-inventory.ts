// Products with inventory (docs/wire/catalog-v3.md §2): create/update a product and its variants' stock in one call,
// singly or in bulk (`productResults` + `inventoryResults`).
import * as z from 'zod';
import { MAX_BULK_PRODUCTS } from '../../../wire/api/catalog-v3/bulk.js';
import { ProductFieldsSchema, SingleProductFieldsSchema } from '../../../wire/api/catalog-v3/fields.js';
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import { ProductWithInventoryCreateSchema, ProductWithInventoryUpdateSchema } from '../../../wire/api/catalog-v3/requests.js';
import type { BulkEnvelope } from '../../../wire/api/catalog-v3/bulk.js';
import { requireAdmin } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import { checkBulkCreate, checkBulkUpdate, newProductItem, updatedProductId } from '../../domain/v3/bulk-products.js';
import type { StoredInventoryItem } from '../../domain/v3/inventory.js';
import { applyVariantInventory, checkVariantPreorder } from '../../domain/v3/product-inventory.js';
import { maskedPatch, PRODUCT_MASK, type FieldMask } from '../../domain/v3/field-mask.js';
import { FieldMaskSchema } from '../../../wire/api/catalog-v3/product.js';
import { renderOptionsFor, renderProductV3 } from '../../domain/v3/product-render.js';
import { createProductV3, updateProductV3, type CatalogEnv } from '../../domain/v3/product-service.js';
import { param, type Router } from '../../router.js';
import { readRequest } from './payload.js';


type ProductWithInventoryInput = z.infer<typeof ProductWithInventoryCreateSchema>;
type ProductWithInventoryPatch = z.infer<typeof ProductWithInventoryUpdateSchema>;

/** One product write then its stock; the whole of it succeeds or fails together. */
function writeWithInventory(env: CatalogEnv, input: ProductWithInventoryInput | ProductWithInventoryPatch, returnEntity: boolean, id?: string) {
  const product = id ? updateProductV3(env, id, input as ProductWithInventoryPatch) : createProductV3(env, input as ProductWithInventoryInput);
  checkVariantPreorder(product, input.variantsInfo?.variants ?? []);
  const inventoryResults = applyVariantInventory(env, product, input.variantsInfo?.variants ?? [], returnEntity);
  return { product, inventoryResults };
}

/** Inventory results for a bulk call: every product's items in one envelope. */
function mergeEnvelopes(envelopes: Array<BulkEnvelope<StoredInventoryItem>>): BulkEnvelope<StoredInventoryItem> {
  const results = envelopes.flatMap((e) => e.results).map((r, originalIndex) => ({ ...r, itemMetadata: { ...r.itemMetadata, originalIndex } }));
  const totalFailures = results.filter((r) => !r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: results.length - totalFailures, totalFailures, undetailedFailures: 0 } };
}

export function registerProductsWithInventory(router: Router): void {
  router.post(paths.products.createWithInventory(), (ctx) => {
    const caller = requireAdmin(ctx);
    const { product, returnEntity, fields } = readRequest(ctx, z.object({ product: ProductWithInventoryCreateSchema, returnEntity: z.boolean().optional(), fields: SingleProductFieldsSchema.optional() }));
    const options = renderOptionsFor(caller, fields, true, ctx.baseUrl);
    return writeTransaction(ctx.db, () => {
      const written = writeWithInventory(ctx, product, returnEntity !== false);
      return { product: renderProductV3(ctx.db, written.product, options), inventoryResults: written.inventoryResults };
    });
  });
  router.patch(paths.products.updateWithInventory(param('productId')), (ctx) => {
    const caller = requireAdmin(ctx);
    const request = z.object({ product: ProductWithInventoryUpdateSchema, returnEntity: z.boolean().optional(), fields: SingleProductFieldsSchema.optional(), fieldMask: FieldMaskSchema });
    const { product, returnEntity, fields, fieldMask } = readRequest(ctx, request);
    const options = renderOptionsFor(caller, fields, true, ctx.baseUrl);
    const id = decodeURIComponent(ctx.params.productId);
    const patch = maskedPatch(product, fieldMask, PRODUCT_MASK, 'product');
    return writeTransaction(ctx.db, () => {
      const written = writeWithInventory(ctx, patch, returnEntity !== false, id);
      return { product: renderProductV3(ctx.db, written.product, options), inventoryResults: written.inventoryResults };
    });
  });
  const bulk = (update: boolean) => (ctx: RequestContext) => {
    const caller = requireAdmin(ctx);
    const items = update
      ? z.array(z.object({ product: ProductWithInventoryUpdateSchema, fieldMask: FieldMaskSchema })).min(1).max(MAX_BULK_PRODUCTS)
      : z.array(ProductWithInventoryCreateSchema).min(1).max(MAX_BULK_PRODUCTS);
    const request = readRequest(ctx, z.object({ products: items, returnEntity: z.boolean().optional(), fields: ProductFieldsSchema.optional() }));
    const options = renderOptionsFor(caller, request.fields, true, ctx.baseUrl);
    const returnEntity = request.returnEntity === true;
    // The plain bulk calls' rules, which the SDK declares for these twins too (domain/v3/bulk-products.ts).
    if (update) checkBulkUpdate(request.products as Array<{ product: ProductWithInventoryPatch }>);
    else checkBulkCreate(request.products as ProductWithInventoryInput[]);
    return writeTransaction(ctx.db, () => {
      const inventories: Array<BulkEnvelope<StoredInventoryItem>> = [];
      const productResults = runBulk(ctx.db, request.products as unknown[], (entry, i) => {
        const masked = update ? (entry as { product: ProductWithInventoryPatch; fieldMask?: FieldMask }) : undefined;
        const input = (masked ? maskedPatch(masked.product, masked.fieldMask, PRODUCT_MASK, `products[${i}]`) : entry) as ProductWithInventoryPatch;
        if (!update) newProductItem(input);
        const written = writeWithInventory(ctx, input, returnEntity, update ? updatedProductId(input, i) : undefined);
        inventories.push(written.inventoryResults);
        return { id: written.product.id, item: renderProductV3(ctx.db, written.product, options) };
      }, returnEntity);
      return { productResults, inventoryResults: mergeEnvelopes(inventories) };
    });
  };
  router.post(paths.bulkProducts.createWithInventory(), bulk(false));
  router.post(paths.bulkProducts.updateWithInventory(), bulk(true));
}
