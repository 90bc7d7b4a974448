// Product reads and writes: the rules around stored state (slugs, numeric ids, variant limits, timestamps).
// Callers hold the transaction; everything here is synchronous.
import { canSeeProduct, merchantView } from '../read-policy.js';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ProductInput, ProductOptionInput, ProductPatch } from '../../../wire/api/catalog-v1/product.js';
import type { SandboxClock } from '../../clock.js';
import { changedFields, productChanged, productCreated, productDeleted } from './events.js';
import { invalidField, notFound } from '../../http-errors.js';
import { nextCounter } from '../../tables/meta.js';
import { allCollectionIds, collectionIdsOf } from '../../tables/memberships.js';
import { deleteProductRow, productsTable, saveProduct } from '../../tables/v1/products.js';
import { pageProductsWhere, productSqlFilter, productSqlOrder, productsWhere } from '../../tables/v1/product-query.js';
import { PRODUCT_QUERY_FIELDS } from '../../../wire/api/catalog-v1/query-fields.js';
import { recordChange } from '../outbox.js';
import type { ProductState } from './product-state.js';
import { renderProduct, type WireProduct } from './product-render.js';
import type { PlatformQuery } from '../../../wire/api/query.js';
import { checkQuery, pagingOf, queryPage, runQuery, type QueryPage } from '../query.js';
import { slugify, slugTakenError, uniqueSlug } from '../slugs.js';
import { MAX_VARIANTS, variantCount, variantSpecs } from './variant-generation.js';
import { checkManagedVariantCount, checkManageVariantsChange } from './variant-management.js';

export interface CatalogEnv {
  db: DatabaseSync;
  clock: SandboxClock;
  baseUrl: string;
  /** Offset paging stops here (default: the platform's 10,000); tests lower it to reach it with small catalogs. */
  offsetCeiling?: number;
}

const NUMERIC_ID_BASE = 1_000_000_000_000_000;

function checkOptions(options: readonly ProductOptionInput[] | undefined): void {
  if (!options) return;
  const field = 'product.productOptions';
  const names = options.map((o) => o.name);
  if (new Set(names).size !== names.length) throw invalidField(field, 'option names must be unique', 'VALIDATION');
  options.forEach((option, i) => {
    const labels = option.choices.map((c) => c.description);
    if (new Set(labels).size !== labels.length) throw invalidField(`${field}[${i}].choices`, 'choice descriptions must be unique', 'VALIDATION');
  });
  const count = variantCount(options);
  if (count > MAX_VARIANTS) throw invalidField(field, `would create ${count} variants; at most ${MAX_VARIANTS}`, 'MAX_SIZE');
}

function claimSlug(db: DatabaseSync, slug: string, productId: string): void {
  if (productsTable.slugTaken(db, slug, productId)) throw slugTakenError('product', slug);
}

export function requireProduct(db: DatabaseSync, id: string): ProductState {
  const state = productsTable.get(db, id);
  if (!state) throw notFound('Product', id);
  return state;
}

export function createProduct(env: CatalogEnv, input: ProductInput): ProductState {
  const { db, clock } = env;
  checkOptions(input.productOptions);
  checkManagedVariantCount(input.productOptions, input.manageVariants);
  const id = randomUUID();
  const { slug: requested, ...rest } = input;
  if (requested) claimSlug(db, requested, id);
  const slug = requested ?? uniqueSlug(slugify(input.name, 'product'), (s) => productsTable.slugTaken(db, s));
  const now = clock.nowIso();
  const state: ProductState = {
    id,
    numericId: String(NUMERIC_ID_BASE + nextCounter(db, 'product_numeric_seq')),
    inventoryItemId: randomUUID(),
    createdDate: now,
    lastUpdated: now,
    slug,
    input: rest,
    media: [],
    variantOverrides: {},
  };
  saveProduct(db, state);
  recordChange(db, productCreated(renderOne(env, state)), now);
  return state;
}

/** Updates only the given fields; productOptions are replaced whole and variant overrides of vanished combinations dropped. */
export function updateProduct(env: CatalogEnv, id: string, patch: ProductPatch): ProductState {
  const { db, clock } = env;
  const state = requireProduct(db, id);
  checkOptions(patch.productOptions);
  checkManageVariantsChange(state, patch);
  const { slug, ...fields } = patch;
  if (slug && slug !== state.slug) claimSlug(db, slug, id);
  const next: ProductState = {
    ...state,
    slug: slug ?? state.slug,
    input: { ...state.input, ...fields },
    lastUpdated: clock.nowIso(),
  };
  if (patch.productOptions) {
    const live = new Set(variantSpecs(id, patch.productOptions).map((v) => v.id));
    next.variantOverrides = Object.fromEntries(Object.entries(state.variantOverrides).filter(([vid]) => live.has(vid)));
  }
  saveProduct(db, next);
  const changed = changedFields(renderOne(env, state), renderOne(env, next), patch);
  if (changed.length > 0) recordChange(db, productChanged(id, changed), next.lastUpdated);
  return next;
}

export function deleteProduct(env: CatalogEnv, id: string): void {
  if (!deleteProductRow(env.db, id)) throw notFound('Product', id);
  recordChange(env.db, productDeleted(id), env.clock.nowIso());
}

export function renderOne(env: CatalogEnv, state: ProductState): WireProduct {
  return renderProduct(state, { baseUrl: env.baseUrl, collectionIds: collectionIdsOf(env.db, state.id) });
}

/**
 * query-platformized. Filters and sorts SQL can answer exactly (slug, SKU, id, numeric id, price, collection; the
 * default, numeric id and price orders) are paged in SQL on indexes, so a filtered query costs the same at 100,000
 * products as at 1,000; anything else is evaluated on the wire entities of the SQL-narrowed candidates.
 * Merchant data goes with the admin view (`includeHidden`) unless the caller says otherwise (the REST reference's
 * Query Products asks for hidden products and merchant data separately).
 */
export function queryProducts(env: CatalogEnv, query: PlatformQuery, includeHidden: boolean, merchantData = includeHidden): QueryPage<WireProduct> {
  checkQuery(query, PRODUCT_QUERY_FIELDS, env.offsetCeiling);
  const sql = productSqlFilter(query.filter);
  const orderBy = productSqlOrder(query.sort);
  if (sql.exact && orderBy) {
    const { offset, limit } = pagingOf(query);
    const { states, total } = pageProductsWhere(env.db, { conditions: sql.conditions, includeHidden, orderBy, limit, offset });
    return queryPage(states.map((state) => merchantView(renderOne(env, state), merchantData)), offset, total);
  }
  const memberships = allCollectionIds(env.db);
  const candidates = productsWhere(env.db, sql.conditions, includeHidden)
    .filter((state) => canSeeProduct(state, includeHidden))
    .map((state) => merchantView(renderProduct(state, { baseUrl: env.baseUrl, collectionIds: memberships.get(state.id) ?? [] }), merchantData));
  return runQuery(candidates, query);
}

/** A rendered product without its `variants` (reads that did not ask for them). */
export function withoutVariants(product: WireProduct): WireProduct {
  const { variants: _variants, ...rest } = product;
  return rest;
}
