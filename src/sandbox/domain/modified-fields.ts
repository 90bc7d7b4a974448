// The `modifiedFields` of an updated domain event (docs/wire/cart-identity.md §10.3): flat path → previous value, for every
// leaf that differs between two renderings of an entity. Carts and Catalog V3 entities (products, categories) share it.

type Json = unknown;

/** Fields every write touches; listing them as "modified" would say nothing. */
const NOISE = new Set(['updatedDate', 'revision']);

const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `lineItems[0].quantity` → previous value, for every leaf that differs (removed leaves included). */
export function modifiedFields(before: Json, after: Json, path = '', out: Record<string, Json> = {}): Record<string, Json> {
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) modifiedFields(before[i], after[i], `${path}[${i}]`, out);
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (path === '' && NOISE.has(key)) continue;
      modifiedFields(before[key], after[key], path ? `${path}.${key}` : key, out);
    }
    return out;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out[path] = before ?? null;
  return out;
}
