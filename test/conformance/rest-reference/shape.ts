// Compares a response with a documented example by key path and JSON type: every path the example documents must
// be present in the response with the same JSON type. Arrays are compared element-wise as one union (`a[].b`), so
// a documented field must appear on at least one element. Values are never compared: examples hold other data.

export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

const typeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as 'string' | 'number' | 'boolean' | 'object');

/** Every key path of a JSON value with the types found there (`products[].priceData.price` → {number}). */
export function keyPaths(value: unknown, prefix = '', out = new Map<string, Set<JsonType>>()): Map<string, Set<JsonType>> {
  if (prefix) {
    const types = out.get(prefix) ?? new Set<JsonType>();
    types.add(typeOf(value));
    out.set(prefix, types);
  }
  if (Array.isArray(value)) for (const item of value) keyPaths(item, `${prefix}[]`, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) keyPaths(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** The documented paths the actual response lacks or types differently; `skip` lists known, explained gaps. */
export function shapeDifferences(documented: unknown, actual: unknown, skip: readonly string[] = []): string[] {
  const want = keyPaths(documented);
  const have = keyPaths(actual);
  const problems: string[] = [];
  for (const [path, types] of want) {
    if (skip.some((s) => path === s || path.startsWith(`${s}.`) || path.startsWith(`${s}[]`))) continue;
    const found = have.get(path);
    if (!found) {
      problems.push(`${path}: missing`);
      continue;
    }
    for (const type of types) if (type !== 'null' && !found.has(type)) problems.push(`${path}: documented ${type}, got ${[...found].join('|')}`);
  }
  return problems;
}
