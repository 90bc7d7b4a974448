// Collection membership, batched per collection: products are only recorded while they are synced, and once all
// of them exist each collection (V3: category) gets one add call (up to 1000 ids) and one remove call at most. Collections named
// but missing are created once, re-read before any retry so a lost answer never makes a duplicate.
import type { Clock } from '../../../client/types.js';
import { membershipChanges } from '../../v1/import/diff.js';
import { orUndefinedIfMissing } from '../../../client/resources/missing.js';
import { withAttempts } from '../../../client/retry-policy.js';
import type { CollectionsPort } from './target.js';

export interface MembershipFailure {
  collection: string;
  action: 'create' | 'add' | 'remove';
  rows: number[];
  error: unknown;
}

export interface MembershipSummary {
  createdCollections: string[];
  added: number;
  removed: number;
  failures: MembershipFailure[];
}

/** What a product should belong to: collection names (created when missing) and/or ids. */
export interface DesiredCollections {
  names?: readonly string[];
  ids?: readonly string[];
}

const NAME = 'name:';

export class MembershipPlan {
  /** collection key (`name:X` until created, else the id) → product id → row. */
  private readonly adds = new Map<string, Map<string, number>>();
  private readonly removes = new Map<string, Map<string, number>>();

  /** `known`: collection name → id for the names the file uses that already exist. */
  constructor(private readonly known: ReadonlyMap<string, string>) {}

  /** Notes what this product must join and leave; true when anything changes. */
  record(productId: string, row: number, desired: DesiredCollections, current: readonly string[]): boolean {
    if (desired.names === undefined && desired.ids === undefined) return false;
    const keys = [...(desired.ids ?? []), ...(desired.names ?? []).map((name) => this.known.get(name) ?? `${NAME}${name}`)];
    const { add, remove } = membershipChanges(keys, current);
    for (const key of add) this.note(this.adds, key, productId, row);
    for (const key of remove) this.note(this.removes, key, productId, row);
    return add.length > 0 || remove.length > 0;
  }

  /** Names of collections that do not exist yet. */
  missingCollections(): string[] {
    return [...this.adds.keys()].filter((key) => key.startsWith(NAME)).map((key) => key.slice(NAME.length));
  }

  private note(map: Map<string, Map<string, number>>, key: string, productId: string, row: number): void {
    const members = map.get(key) ?? new Map<string, number>();
    members.set(productId, row);
    map.set(key, members);
  }

  /** Creates the missing collections, then sends the batched adds and removes. */
  async apply(collections: CollectionsPort, clock: Clock): Promise<MembershipSummary> {
    const summary: MembershipSummary = { createdCollections: [], added: 0, removed: 0, failures: [] };
    const ids = new Map<string, string>();
    for (const name of this.missingCollections()) {
      const rows = [...(this.adds.get(`${NAME}${name}`)?.values() ?? [])];
      try {
        ids.set(`${NAME}${name}`, await ensureCollection(collections, clock, name));
        summary.createdCollections.push(name);
      } catch (error) {
        summary.failures.push({ collection: name, action: 'create', rows, error });
      }
    }
    for (const [action, map] of [['add', this.adds], ['remove', this.removes]] as const) {
      for (const [key, members] of map) {
        const id = key.startsWith(NAME) ? ids.get(key) : key;
        if (id === undefined) continue;
        const productIds = [...members.keys()];
        try {
          await withAttempts(clock, () =>
            action === 'add' ? collections.add(id, productIds) : collections.remove(id, productIds),
          );
          if (action === 'add') summary.added += productIds.length;
          else summary.removed += productIds.length;
        } catch (error) {
          summary.failures.push({ collection: key.startsWith(NAME) ? key.slice(NAME.length) : id, action, rows: [...members.values()], error });
        }
      }
    }
    return summary;
  }
}

/**
 * The collection's id, creating it if no collection has that name (looked up again before every retry). Another
 * import may create the same name at the same time (the platform allows two collections of one name): after
 * creating, every importer re-reads the name and converges on the first one listed — the rule knownCollections
 * uses too — and deletes its own if that is not it, so one collection per name remains.
 */
async function ensureCollection(collections: CollectionsPort, clock: Clock, name: string): Promise<string> {
  const created = await withAttempts(clock, async (attempt) => {
    if (attempt > 0) {
      const [existing] = await collections.findByNames([name]);
      if (existing) return existing.id;
    }
    return collections.create(name);
  });
  const [first] = await withAttempts(clock, () => collections.findByNames([name]));
  if (!first || first.id === created) return created;
  await withAttempts(clock, () => orUndefinedIfMissing(collections.delete(created)));
  return first.id;
}

/** name → id for the names that exist (the first collection of a name wins). */
export async function knownCollections(collections: CollectionsPort, names: readonly string[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  if (names.length === 0) return known;
  for (const collection of await collections.findByNames(names)) {
    if (!known.has(collection.name)) known.set(collection.name, collection.id);
  }
  return known;
}
