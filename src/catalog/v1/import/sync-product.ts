// Makes one product in the store match its plan, with the fewest writes: one create (options included) or one
// update of the fields that differ, one variants update for the variants that differ, media only when the URL set
// differs. A failed try re-reads the product before the next one, so a create that landed but whose answer was
// lost is never repeated (nothing is duplicated under faults), and a create that meets "already exists" (another
// import got there first) becomes an update of that product.
import { orUndefinedIfMissing } from '../../../client/resources/missing.js';
import type { StoreClient } from '../../../client/index.js';
import type { Product, Variant } from '../../../wire/api/catalog-v1/product.js';
import { chunk } from '../../../client/batching.js';
import { createInput, describeChanges, mediaChanges, needsManagedVariants, productPatch, salePriceConflict, variantOverrides } from './diff.js';
import { callsFor } from '../../core/request-estimate.js';
import { StoreError } from '../../../client/errors.js';
import { planLabel, type MatchField, type ProductPlan } from '../../core/import/plan.js';
import type { ProductResult, SyncSettings } from '../../core/import/product-result.js';
import { isAlreadyExists, withAttempts } from '../../../client/retry-policy.js';
import { newProductRefusal } from '../../core/import/check-plan.js';
import { v1StockRowsOf } from '../inventory.js';

/** The product's stock rows when the product itself holds them (the import's stock step then reads none). */
function stockOf(product: Product): Pick<ProductResult, 'stockRows'> {
  const rows = v1StockRowsOf(product);
  return rows ? { stockRows: rows } : {};
}

/** addProductMedia takes at most 50 items per call, removeProductMedia at most 50 ids. */
const MEDIA_CHUNK = 50;

/** The product the plan names, as the store has it now (by id once known, else by slug, else by the match key). */
export async function findCurrent(client: StoreClient, plan: ProductPlan, match: MatchField, knownId?: string): Promise<Product | undefined> {
  const id = knownId ?? (match === 'id' ? plan.id : undefined);
  if (id !== undefined) {
    const byId = await orUndefinedIfMissing(client.products.get(id));
    if (byId || knownId !== undefined) return byId;
  }
  if (plan.slug !== undefined) return (await client.products.findBySlugs([plan.slug]))[0];
  if (match === 'sku' && plan.fields.sku !== undefined) {
    const found = await client.products.findBySkus([plan.fields.sku]);
    if (found.length > 1) throw new Error(`${found.length} products have sku "${plan.fields.sku}"; match by slug instead`);
    return found[0];
  }
  return undefined;
}

/**
 * Creates the product; when another import took its slug meanwhile ("already exists"), adopts that product instead
 * so the caller updates it like one found at the start (concurrent imports into one store end exact).
 */
async function createOrAdopt(client: StoreClient, plan: ProductPlan, match: MatchField): Promise<{ product: Product; created: boolean }> {
  try {
    return { product: await client.products.create(createInput(plan)), created: true };
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const existing = await findCurrent(client, plan, match);
    if (!existing) throw error;
    return { product: existing, created: false };
  }
}

/** The product's variants: on the product when the store sends them, else asked for. */
async function variantsOf(client: StoreClient, product: Product, plan: ProductPlan): Promise<Variant[]> {
  if (plan.variants.length === 0 || product.productOptions.length === 0) return [];
  return product.variants ?? (await client.products.listVariants(product.id, {}, { all: true }).toArray());
}

/** `changing` is told before the first write, so a write that landed but whose answer was lost still counts as a change. */
async function applyMedia(client: StoreClient, product: Product, plan: ProductPlan, changing: () => void): Promise<void> {
  const media = mediaChanges(plan, product);
  if (media.add.length > 0 || media.removeIds.length > 0) changing();
  for (const ids of chunk(media.removeIds, MEDIA_CHUNK)) await client.products.removeMedia(product.id, ids);
  for (const urls of chunk(media.add, MEDIA_CHUNK)) await client.products.addMedia(product.id, urls.map((url) => ({ url })));
}

/** The writes syncProduct sends for these differences when nothing fails (a dry run's count, SyncSettings.planned). */
function writeCalls(patch: object, overrides: readonly unknown[], managed: boolean, media: { add: readonly string[]; removeIds: readonly string[] }): number {
  const variants = overrides.length > 0 ? (managed ? 1 : 2) : 0;
  return (Object.keys(patch).length > 0 ? 1 : 0) + variants + callsFor(media.removeIds.length, MEDIA_CHUNK) + callsFor(media.add.length, MEDIA_CHUNK);
}

/**
 * A new product's writes: the create (options and managed variants included), its variants' own values when they
 * differ from the product's (the store gives new variants the product's), its images.
 */
const createCalls = (plan: ProductPlan) => 1 + (plan.options && needsManagedVariants(plan.fields, plan.variants) ? 1 : 0) + callsFor(plan.media?.length ?? 0, MEDIA_CHUNK);

/** What a dry run reports: the same diff, no writes (counted in `planned`). */
async function preview(client: StoreClient, plan: ProductPlan, current: Product, settings: SyncSettings): Promise<ProductResult> {
  const patch = productPatch(plan, current);
  const overrides = variantOverrides(plan, await variantsOf(client, current, plan));
  const media = mediaChanges(plan, current);
  settings.planned?.add(writeCalls(patch, overrides, current.manageVariants === true, media));
  const changes = describeChanges(patch, overrides, media);
  return { plan, outcome: changes.length > 0 ? 'updated' : 'unchanged', id: current.id, changes, collectionIds: current.collectionIds, ...stockOf(current) };
}

export async function syncProduct(client: StoreClient, plan: ProductPlan, found: Product | undefined, settings: SyncSettings): Promise<ProductResult> {
  const existedAtStart = found !== undefined;
  const base = { plan, changes: [] as string[], collectionIds: found?.collectionIds ?? [] };
  if (!existedAtStart && settings.mode === 'update') {
    return { ...base, outcome: 'failed', error: new Error(`no product with ${settings.match} "${planLabel(plan)}" (--mode update creates nothing)`) };
  }
  if (existedAtStart && settings.mode === 'create') {
    return { ...base, outcome: 'skipped', id: found.id, note: 'exists (--mode create changes nothing)' };
  }
  const refusal = existedAtStart ? undefined : newProductRefusal(plan, settings.match);
  if (refusal) return { ...base, outcome: 'failed', error: refusal };
  if (plan.variants.some((v) => v.salePrice !== undefined)) {
    const conflict = salePriceConflict(plan, found, found ? await variantsOf(client, found, plan) : []);
    if (conflict) return { ...base, outcome: 'failed', id: found?.id, error: new StoreError(conflict) };
  }
  if (settings.dryRun) {
    if (!found) settings.planned?.add(createCalls(plan));
    return found ? preview(client, plan, found, settings) : { ...base, outcome: 'created', changes: ['create'] };
  }

  let current = found;
  let knownId = found?.id;
  const changes = new Set<string>();
  // Created by another import meanwhile: updated like a product found at the start (or left alone by --mode create).
  let adopted = false;
  let adoptedUnderCreate = false;
  try {
    await withAttempts(settings.clock, async (attempt) => {
      // After a failed try, what the store holds now decides what is left to do.
      if (attempt > 0) current = await findCurrent(client, plan, settings.match, knownId);
      let justCreated = false;
      if (!current) {
        const made = await createOrAdopt(client, plan, settings.match);
        current = made.product;
        justCreated = made.created;
        if (made.created) changes.add('create');
        else if (settings.mode === 'create') return void (adoptedUnderCreate = true);
        else adopted = true;
      }
      if (!justCreated) {
        const patch = productPatch(plan, current);
        // Each change is counted before its write: when its answer is lost, the re-check finds it made already.
        if (Object.keys(patch).length > 0) {
          describeChanges(patch, [], { add: [], removeIds: [] }).forEach((name) => changes.add(name));
          current = await client.products.update(current.id, patch);
        }
      }
      knownId = current.id;
      const overrides = variantOverrides(plan, await variantsOf(client, current, plan));
      if (overrides.length > 0) {
        changes.add(`variants(${overrides.length})`);
        if (!current.manageVariants) current = await client.products.update(current.id, { manageVariants: true });
        await client.products.updateVariants(current.id, overrides);
      }
      await applyMedia(client, current, plan, () => changes.add('media'));
    });
  } catch (error) {
    return { ...base, outcome: 'failed', id: knownId, changes: [...changes], error };
  }
  const product = current!;
  if (adoptedUnderCreate) return { ...base, outcome: 'skipped', id: product.id, note: 'exists (--mode create changes nothing)' };
  const existed = existedAtStart || adopted;
  const outcome = !existed ? 'created' : changes.size > 0 ? 'updated' : 'unchanged';
  return { plan, outcome, id: product.id, changes: existed ? [...changes] : ['create'], collectionIds: product.collectionIds, ...stockOf(product) };
}
