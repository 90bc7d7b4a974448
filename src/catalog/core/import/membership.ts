// Collection membership, batched per collection: products are only recorded while they are synced, and once all
// of them exist each collection (V3: category) gets one add call (up to 1000 ids) and one remove call at most. Collections named
// but missing are created once, re-read before any retry so a lost answer never makes a duplicate.
import type { Clock } from '../../../client/types.js';
import { orUndefinedIfMissing } from '../../../client/resources/missing.js';
import { withAttempts } from '../../../client/retry-policy.js';
import type { CollectionsPort } from './target.js';
import { callsFor } from '../request-estimate.js';
import { collectionKey, parentKey, parsePath, pathsOf, withAncestors } from './collection-paths.js';

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

/** Collection ids to join and to leave, when the file names the product's collections. */
export function membershipChanges(desired: readonly string[] | undefined, current: readonly string[]): { add: string[]; remove: string[] } {
  if (!desired) return { add: [], remove: [] };
  const wanted = new Set(desired);
  return { add: [...wanted].filter((id) => !current.includes(id)), remove: current.filter((id) => !wanted.has(id)) };
}

const NAME = 'name:';

/** One product's wish: the collection keys it must be in (`name:X` until X exists) and where it is now. */
interface Wish {
  productId: string;
  row: number;
  keys: string[];
  current: readonly string[];
}

export class MembershipPlan {
  private readonly wishes: Wish[] = [];

  /**
   * `known`: collection key → id for the keys the file uses that already exist (knownCollections). `nests`: the store's
   * groups nest (V3 categories), so a reference is its whole path; else its leaf's name (collection-paths.ts).
   */
  constructor(private readonly known: ReadonlyMap<string, string>, private readonly nests = false) {}

  /**
   * Notes what this product must belong to; true when anything changes. The adds and removes are worked out in
   * `apply`, once every name has its id: a collection another import created meanwhile may already hold the
   * product (its id in `current`), and must then be neither added to nor — as a stand-in `name:X` would have made
   * it — removed from (two imports at once lost hundreds of memberships that way).
   */
  record(productId: string, row: number, desired: DesiredCollections, current: readonly string[]): boolean {
    if (desired.names === undefined && desired.ids === undefined) return false;
    const names = [...new Set((desired.names ?? []).map((name) => collectionKey(name, this.nests)))];
    const keys = [...(desired.ids ?? []), ...names.map((name) => this.known.get(name) ?? `${NAME}${name}`)];
    this.wishes.push({ productId, row, keys, current });
    const { add, remove } = membershipChanges(keys, current);
    return add.length > 0 || remove.length > 0;
  }

  /** Keys of collections that do not exist yet, a missing parent before its children (a path's parents are created too). */
  missingCollections(): string[] {
    const names = new Set(this.wishes.flatMap((wish) => wish.keys.filter((key) => key.startsWith(NAME)).map((key) => key.slice(NAME.length))));
    const missing = new Set([...names].flatMap((name) => withAncestors(name)).filter((name) => !this.known.has(name)));
    return [...missing].sort((a, b) => parsePath(a).length - parsePath(b).length);
  }

  /**
   * The requests `apply` sends when nothing fails: a create per missing collection and the one read that checks them,
   * then each collection's adds and removes in requests of `perRequest`.
   */
  plannedCalls(collections: Pick<CollectionsPort, 'perRequest'>): number {
    const missing = this.missingCollections().length;
    const members = { add: new Map<string, number>(), remove: new Map<string, number>() };
    for (const wish of this.wishes) {
      const changes = membershipChanges(wish.keys, wish.current);
      for (const action of ['add', 'remove'] as const) for (const key of changes[action]) members[action].set(key, (members[action].get(key) ?? 0) + 1);
    }
    let calls = missing + (missing > 0 ? 1 : 0);
    for (const action of ['add', 'remove'] as const) for (const count of members[action].values()) calls += callsFor(count, collections.perRequest[action]);
    return calls;
  }

  /** Creates the missing collections, then sends the batched adds and removes. */
  async apply(collections: CollectionsPort, clock: Clock): Promise<MembershipSummary> {
    const summary: MembershipSummary = { createdCollections: [], added: 0, removed: 0, failures: [] };
    const ids = new Map<string, string>();
    const created = new Map<string, string>();
    for (const name of this.missingCollections()) {
      const above = parentKey(name);
      const parentId = above === undefined ? undefined : (this.known.get(above) ?? created.get(above));
      try {
        if (above !== undefined && parentId === undefined) throw new Error(`its parent ${above} could not be created`);
        created.set(name, await createCollection(collections, clock, name, parentId));
      } catch (error) {
        const rows = this.wishes.filter((wish) => wish.keys.some((key) => key.startsWith(NAME) && withAncestors(key.slice(NAME.length)).includes(name))).map((wish) => wish.row);
        summary.failures.push({ collection: name, action: 'create', rows, error });
      }
    }
    for (const [name, id] of await converge(collections, clock, created)) {
      ids.set(`${NAME}${name}`, id);
      summary.createdCollections.push(name);
    }
    const adds = new Map<string, Map<string, number>>();
    const removes = new Map<string, Map<string, number>>();
    for (const wish of this.wishes) {
      const resolved = wish.keys.map((key) => (key.startsWith(NAME) ? ids.get(key) : key));
      const wanted = resolved.filter((id): id is string => id !== undefined);
      const { add, remove } = membershipChanges(wanted, wish.current);
      for (const id of add) note(adds, id, wish);
      // A collection that could not be created might be one the product is in under another id: remove nothing.
      if (wanted.length === resolved.length) for (const id of remove) note(removes, id, wish);
    }
    const nameOf = new Map([...ids].map(([key, id]) => [id, key.slice(NAME.length)]));
    for (const [action, map] of [['add', adds], ['remove', removes]] as const) {
      for (const [id, members] of map) {
        const productIds = [...members.keys()];
        try {
          await withAttempts(clock, () =>
            action === 'add' ? collections.add(id, productIds) : collections.remove(id, productIds),
          );
          if (action === 'add') summary.added += productIds.length;
          else summary.removed += productIds.length;
        } catch (error) {
          summary.failures.push({ collection: nameOf.get(id) ?? id, action, rows: [...members.values()], error });
        }
      }
    }
    return summary;
  }
}

function note(map: Map<string, Map<string, number>>, id: string, wish: Wish): void {
  const members = map.get(id) ?? new Map<string, number>();
  members.set(wish.productId, wish.row);
  map.set(id, members);
}

/** The new collection's id (under `parentId`), looked up again before every retry (a lost answer never makes a duplicate). */
function createCollection(collections: CollectionsPort, clock: Clock, key: string, parentId: string | undefined): Promise<string> {
  const name = parsePath(key).at(-1)!;
  return withAttempts(clock, async (attempt) => {
    if (attempt > 0) {
      const existing = (await collections.findByNames([name])).find((found) => found.parentId === parentId);
      if (existing) return existing.id;
    }
    return collections.create(name, parentId);
  });
}

/**
 * name → the id to use, for the collections this run created. Another import may create the same name at the same
 * time (the platform allows two collections of one name): every importer re-reads the names it created — all of
 * them in one read — and converges on the first one listed, the rule knownCollections uses too, deleting its own if
 * that is not it, so one collection per name remains.
 */
async function converge(collections: CollectionsPort, clock: Clock, created: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  if (created.size === 0) return new Map();
  const listed = await withAttempts(clock, () => knownCollections(collections, [...created.keys()]));
  const ids = new Map<string, string>();
  for (const [name, own] of created) {
    const first = listed.get(name) ?? own;
    if (first !== own) await withAttempts(clock, () => orUndefinedIfMissing(collections.delete(own)));
    ids.set(name, first);
  }
  return ids;
}

/**
 * key → id for the references that exist (the first collection of a path wins), in one read: every name of every
 * path is looked up at once and the paths are put together from the parents the store lists (collection-paths.ts).
 */
export async function knownCollections(collections: CollectionsPort, references: readonly string[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  if (references.length === 0) return known;
  const keys = new Set(references.map((reference) => collectionKey(reference, collections.nests)));
  const names = new Set([...keys].flatMap((key) => parsePath(key)));
  const wanted = new Set([...keys].flatMap((key) => withAncestors(key)));
  for (const [key, id] of pathsOf(await collections.findByNames([...names]))) if (wanted.has(key)) known.set(key, id);
  return known;
}
