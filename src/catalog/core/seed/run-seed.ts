// `store seed FILE`: makes the store hold the fixture's collections and products, matched by slug, so running it
// twice gives the same store and the same ids. Speaks the store's catalog version through the catalog interface:
// collections (V3: categories) by slug, products through the import's writer of that version (V1: one create
// each; V3: bulk calls), membership batched per collection.
import { NotFoundError } from '../../../client/errors.js';
import type { Clock } from '../../../client/types.js';
import { MembershipPlan, type MembershipFailure } from '../import/membership.js';
import type { ProductResult } from '../import/product-result.js';
import { isTransientFailure, withAttempts } from '../../../client/retry-policy.js';
import type { CatalogCollection, StoreCatalog } from '../store-catalog.js';
import type { CollectionFixture, Fixture } from './fixture.js';
import { planFromFixture } from './fixture-plans.js';

type SeededCollection = CatalogCollection & { slug?: string; description?: string | null; visible?: boolean };

export interface SeedResult {
  collections: Record<string, string>;
  products: Record<string, string>;
}

export interface SeedFailure {
  slug: string;
  kind: 'collection' | 'product' | 'membership';
  message: string;
  /** The store did not answer, or answered "not now" (5xx, 429): a later run may succeed. Otherwise it refused the entry. */
  transient: boolean;
}

export interface SeedOutcome {
  result: SeedResult;
  failures: SeedFailure[];
  /** Stopped by isStopping (Ctrl-C) before the end: `result` holds what was done; membership was not applied. */
  interrupted: boolean;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const failure = (kind: SeedFailure['kind'], slug: string, error: unknown, text = message(error)): SeedFailure => ({ slug, kind, message: text, transient: isTransientFailure(error) });

/** The collection with the fixture's slug, created or brought up to date (re-read before any retry). */
async function syncCollection(catalog: StoreCatalog, clock: Clock, fixture: CollectionFixture, existing?: SeededCollection): Promise<string> {
  const collections = catalog.collections;
  return withAttempts(clock, async (attempt) => {
    const current = attempt === 0 ? existing : await findBySlug(catalog, fixture.slug);
    if (!current) return (await collections.create({ ...fixture })).id;
    const differs =
      current.name !== fixture.name ||
      (fixture.description !== undefined && fixture.description !== (current.description ?? '')) ||
      (fixture.visible !== undefined && fixture.visible !== current.visible);
    if (differs) await collections.update(current, { ...fixture });
    return current.id;
  });
}

async function findBySlug(catalog: StoreCatalog, slug: string): Promise<SeededCollection | undefined> {
  try {
    const found = (await catalog.collections.resolve(slug)) as SeededCollection;
    return found.slug === slug ? found : undefined;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

export async function seedStore(
  catalog: StoreCatalog,
  fixture: Fixture,
  options: { clock: Clock; concurrency: number; isStopping?: () => boolean; onProduct?: () => void },
): Promise<SeedOutcome> {
  const { clock } = options;
  const stopping = () => options.isStopping?.() === true;
  const result: SeedResult = { collections: {}, products: {} };
  const failures: SeedFailure[] = [];

  const bySlug = new Map<string, SeededCollection>();
  if (fixture.collections.length > 0) for await (const c of catalog.collections.list({}, { all: true }) as AsyncIterable<SeededCollection>) if (c.slug) bySlug.set(c.slug, c);
  const collectionIds = new Map<string, string>();
  for (const collection of fixture.collections) {
    if (stopping()) return { result, failures, interrupted: true };
    try {
      const id = await syncCollection(catalog, clock, collection, bySlug.get(collection.slug));
      collectionIds.set(collection.slug, id);
      result.collections[collection.slug] = id;
    } catch (error) {
      failures.push(failure('collection', collection.slug, error));
    }
  }

  const membership = new MembershipPlan(new Map());
  const plans = fixture.products.map((product, i) => planFromFixture(product, i + 1, collectionIds));
  const target = await catalog.importTarget();
  await target.syncPlans(plans, {
    sync: { match: 'slug', mode: 'merge', dryRun: false, clock },
    concurrency: options.concurrency,
    isStopping: options.isStopping,
    finish: async ({ plan, outcome, id, collectionIds: current, error }: ProductResult) => {
      options.onProduct?.();
      if (outcome === 'failed' || id === undefined) {
        failures.push(failure('product', plan.slug!, error));
        return;
      }
      result.products[plan.slug!] = id;
      membership.record(id, plan.row, { ids: plan.collectionIds }, current);
    },
  });
  if (stopping()) return { result, failures, interrupted: true };
  const applied = await membership.apply(target.collections, clock);
  applied.failures.forEach((f: MembershipFailure) => failures.push(failure('membership', f.collection, f.error, `${f.action} failed: ${message(f.error)}`)));
  // The fixture's order, not completion order, so two runs print the same document.
  result.products = Object.fromEntries(fixture.products.flatMap((p) => (result.products[p.slug] ? [[p.slug, result.products[p.slug]]] : [])));
  return { result, failures, interrupted: false };
}
