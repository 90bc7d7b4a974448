// A product's brand, ribbon and additional ribbons (docs/wire/catalog-v3.md §2.1, §5; V3Product `brand`, `ribbon`,
// `additionalRibbons`, SDK doc comments): each names an entity by id (it must exist) or by name — the one of that name
// (any case), else a new one the write creates ("Pass `ribbon.name` to add a new ribbon while creating a product").
// `checkNamedReferences` holds the rules without writing (update-by-filter checks its one patch before any product);
// `resolveNamedReferences` applies them and creates what a name needs.
import type { DatabaseSync } from 'node:sqlite';
import { getEntity, getEntityByName } from '../../tables/v3/entities.js';
import { v3Error } from './errors.js';
import { getOrCreateNamed, type EntityEnv, type NamedKind } from './named-entities.js';

interface Reference {
  id?: string | null;
  name?: string | null;
}

export interface NamedReferences {
  brand?: Reference | null;
  ribbon?: Reference | null;
  additionalRibbons?: readonly Reference[] | null;
}

/** What a product stores of each: the entity's id and name. */
export type Named = { id: string; name: string };

const NOT_FOUND = { brand: 'BRAND_NOT_FOUND', ribbon: 'RIBBON_NOT_FOUND' } as const;
// A name that cannot make the entity: the Brands and Ribbons APIs refuse an empty name (`name` @minLength 1) and the
// Brands API a name of spaces only (ONLY_SPACES_STRING_ERROR), while the product's reference takes any name up to its
// length limit; the product write answers the failed creation with the code the SDK declares for it
// (BRAND_CREATION_FAILED: createProduct, updateProduct, bulkCreateProducts, bulkUpdateProducts,
// bulkUpdateProductsByFilter; RIBBON_CREATION_FAILED: the four creates). Decided: a ribbon of spaces only fails too,
// as a product's ribbon label that shows nothing (the Ribbons API itself declares no rule for it).
const CREATION_FAILED = { brand: 'BRAND_CREATION_FAILED', ribbon: 'RIBBON_CREATION_FAILED' } as const;

/** The entity a reference names, `undefined` for a name no entity has yet; throws when the reference cannot hold. */
function referenced(db: DatabaseSync, kind: NamedKind, ref: Reference, field: string): Named | undefined {
  if (ref.id) {
    const entity = getEntity(db, kind, ref.id);
    if (!entity) throw v3Error(NOT_FOUND[kind], `${field}.id: ${kind} ${ref.id} not found`, { data: { id: ref.id } });
    return { id: entity.id, name: entity.name };
  }
  if (ref.name === undefined || ref.name === null) {
    if (kind === 'brand') throw v3Error('BRAND_MISSING_ID', `${field} needs an id, or a name to find or create it by`, { field: `${field}.id` });
    throw v3Error('RIBBON_MISSING_ID', `${field} needs an id, or a name to find or create it by`);
  }
  const entity = getEntityByName(db, kind, ref.name);
  if (entity) return { id: entity.id, name: entity.name };
  if (!ref.name.trim()) throw v3Error(CREATION_FAILED[kind], `${field}.name: a ${kind} cannot be created with an empty name or one of spaces only`, { data: { name: ref.name } });
  return undefined;
}

/** How a ribbon is told apart from the others of the request: its id, else its name in lower case (a new one). */
const ribbonKey = (ref: Reference, found: Named | undefined) => found?.id ?? ref.name!.trim().toLowerCase();

/**
 * "A ribbon can be assigned to a product at most once: the same ribbon can't appear more than once in
 * `additionalRibbons`, and a ribbon set as `ribbon` can't also appear in `additionalRibbons`" (V3Product, SDK doc
 * comment): DUPLICATE_RIBBON_IN_ADDITIONAL and DUPLICATE_RIBBON_IN_PRIMARY_AND_ADDITIONAL, whose data
 * (DuplicateRibbonErrorData) lists the ribbons named more than once — by id, or by name for one not created yet.
 */
function checkRibbonsOnce(db: DatabaseSync, refs: NamedReferences, field: string): void {
  const primary = refs.ribbon ? ribbonKey(refs.ribbon, referenced(db, 'ribbon', refs.ribbon, `${field}.ribbon`)) : undefined;
  const keys = (refs.additionalRibbons ?? []).map((ref, i) => ribbonKey(ref, referenced(db, 'ribbon', ref, `${field}.additionalRibbons[${i}]`)));
  const twice = [...new Set(keys.filter((key, i) => keys.indexOf(key) !== i))];
  if (twice.length > 0) {
    throw v3Error('DUPLICATE_RIBBON_IN_ADDITIONAL', `${field}.additionalRibbons names a ribbon more than once`, { data: { ribbonIds: twice } });
  }
  if (primary !== undefined && keys.includes(primary)) {
    throw v3Error('DUPLICATE_RIBBON_IN_PRIMARY_AND_ADDITIONAL', `${field}.additionalRibbons names the product's ribbon again`, { data: { ribbonIds: [primary] } });
  }
}

/** The rules of the references `refs` holds, writing nothing. */
export function checkNamedReferences(db: DatabaseSync, refs: NamedReferences, field = 'product'): void {
  if (refs.brand) referenced(db, 'brand', refs.brand, `${field}.brand`);
  checkRibbonsOnce(db, refs, field);
}

const resolve = (env: EntityEnv, kind: NamedKind, ref: Reference, field: string): Named => {
  const found = referenced(env.db, kind, ref, field);
  if (found) return found;
  const made = getOrCreateNamed(env, kind, ref.name!);
  return { id: made.id, name: made.name };
};

/** The references as the product stores them, after their rules; a name no entity has creates it. */
export function resolveNamedReferences(env: EntityEnv, refs: NamedReferences): { brand?: Named; ribbon?: Named; additionalRibbons?: Named[] } {
  checkNamedReferences(env.db, refs);
  return {
    ...(refs.brand ? { brand: resolve(env, 'brand', refs.brand, 'product.brand') } : {}),
    ...(refs.ribbon ? { ribbon: resolve(env, 'ribbon', refs.ribbon, 'product.ribbon') } : {}),
    ...(refs.additionalRibbons?.length ? { additionalRibbons: refs.additionalRibbons.map((ref, i) => resolve(env, 'ribbon', ref, `product.additionalRibbons[${i}]`)) } : {}),
  };
}
