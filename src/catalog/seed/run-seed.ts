// `store seed FILE`: makes the store hold the fixture's collections and products, matched by slug, so running it
// twice gives the same store and the same ids. Products go through the import's sync engine (one create each,
// variants and media only when they differ); membership is batched per collection.
import type { StoreClient } from '../../client/index.js';
import { orUndefinedIfMissing } from '../../client/resources/missing.js';
import type { Collection } from '../../wire/api/catalog-v1/collection.js';
import type { Clock } from '../../client/types.js';
import { MembershipPlan, type MembershipFailure } from '../import/membership.js';
import { syncPlans } from '../import/sync-plans.js';
import type { ProductResult } from '../import/sync-product.js';
import { withAttempts } from '../../client/retry-policy.js';
import type { CollectionFixture, Fixture } from './fixture.js';
import { planFromFixture } from './fixture-plans.js';
import { v1ImportTarget } from '../import/target.js';

export interface SeedResult {
  collections: Record<string, string>;
  products: Record<string, string>;
}

export interface SeedFailure {
  slug: string;
  kind: 'collection' | 'product' | 'membership';
  message: string;
}

export interface SeedOutcome {
  result: SeedResult;
  failures: SeedFailure[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The collection with the fixture's slug, created or brought up to date (re-read before any retry). */
async function syncCollection(client: StoreClient, clock: Clock, fixture: CollectionFixture, existing?: Collection): Promise<string> {
  return withAttempts(clock, async (attempt) => {
    const current = attempt === 0 ? existing : await orUndefinedIfMissing(client.collections.getBySlug(fixture.slug));
    if (!current) return (await client.collections.create(fixture)).id;
    const differs =
      current.name !== fixture.name ||
      (fixture.description !== undefined && fixture.description !== (current.description ?? '')) ||
      (fixture.visible !== undefined && fixture.visible !== current.visible);
    if (differs) await client.collections.update(current.id, fixture);
    return current.id;
  });
}

export async function seedStore(client: StoreClient, fixture: Fixture, options: { clock: Clock; concurrency: number }): Promise<SeedOutcome> {
  const { clock } = options;
  const result: SeedResult = { collections: {}, products: {} };
  const failures: SeedFailure[] = [];

  const bySlug = new Map<string, Collection>();
  if (fixture.collections.length > 0) for await (const c of client.collections.list({}, { all: true })) bySlug.set(c.slug, c);
  const collectionIds = new Map<string, string>();
  for (const collection of fixture.collections) {
    try {
      const id = await syncCollection(client, clock, collection, bySlug.get(collection.slug));
      collectionIds.set(collection.slug, id);
      result.collections[collection.slug] = id;
    } catch (error) {
      failures.push({ slug: collection.slug, kind: 'collection', message: message(error) });
    }
  }

  const membership = new MembershipPlan(new Map());
  const plans = fixture.products.map((product, i) => planFromFixture(product, i + 1, collectionIds));
  await syncPlans(client, plans, {
    sync: { match: 'slug', mode: 'merge', dryRun: false, clock },
    concurrency: options.concurrency,
    finish: async ({ plan, outcome, id, collectionIds: current, error }: ProductResult) => {
      if (outcome === 'failed' || id === undefined) {
        failures.push({ slug: plan.slug!, kind: 'product', message: message(error) });
        return;
      }
      result.products[plan.slug!] = id;
      membership.record(id, plan.row, { ids: plan.collectionIds }, current);
    },
  });
  const applied = await membership.apply(v1ImportTarget(client).collections, clock);
  applied.failures.forEach((failure: MembershipFailure) =>
    failures.push({ slug: failure.collection, kind: 'membership', message: `${failure.action} failed: ${message(failure.error)}` }),
  );
  // The fixture's order, not completion order, so two runs print the same document.
  result.products = Object.fromEntries(fixture.products.flatMap((p) => (result.products[p.slug] ? [[p.slug, result.products[p.slug]]] : [])));
  return { result, failures };
}
