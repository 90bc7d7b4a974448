// Value transforms between callers and the wire (docs/wire/catalog-v1.md §3.2): JSON cannot carry NaN or ±Infinity,
// so float fields travel as the strings "NaN", "Infinity", "-Infinity" at the listed paths only.

const NON_FINITE_FROM_WIRE: Record<string, number> = { NaN: Number.NaN, Infinity: Infinity, '-Infinity': -Infinity };

/**
 * Applies `transform` to the value at each dotted path, walking through arrays transparently
 * (`variants.variant.weight` means every `variants[i].variant.weight`). Returns a copy; the input is untouched.
 */
export function transformAtPaths(value: unknown, paths: readonly string[], transform: (leaf: unknown) => unknown): unknown {
  let result = value;
  for (const segments of splitPaths(paths)) result = transformPath(result, segments, 0, transform);
  return result;
}

// Every response of a query runs the same path lists: split them once (this sits on the import hot path).
const splitCache = new WeakMap<readonly string[], string[][]>();
function splitPaths(paths: readonly string[]): string[][] {
  let split = splitCache.get(paths);
  if (!split) {
    split = paths.map((path) => path.split('.'));
    splitCache.set(paths, split);
  }
  return split;
}

function transformPath(node: unknown, segments: string[], depth: number, transform: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(node)) {
    let changed = false;
    const mapped = node.map((item) => {
      const next = transformPath(item, segments, depth, transform);
      changed ||= next !== item;
      return next;
    });
    return changed ? mapped : node;
  }
  if (!node || typeof node !== 'object') return node;
  const head = segments[depth];
  const record = node as Record<string, unknown>;
  if (!(head in record)) return node;
  const child = record[head];
  const next =
    depth === segments.length - 1
      ? Array.isArray(child)
        ? mapChanged(child, transform)
        : transform(child)
      : transformPath(child, segments, depth + 1, transform);
  return next === child ? node : { ...record, [head]: next };
}

function mapChanged(items: unknown[], transform: (leaf: unknown) => unknown): unknown[] {
  const mapped = items.map(transform);
  return mapped.some((item, i) => item !== items[i]) ? mapped : items;
}

function nonFiniteToWire(leaf: unknown): unknown {
  if (typeof leaf !== 'number' || Number.isFinite(leaf)) return leaf;
  if (Number.isNaN(leaf)) return 'NaN';
  return leaf > 0 ? 'Infinity' : '-Infinity';
}

function nonFiniteFromWire(leaf: unknown): unknown {
  return typeof leaf === 'string' && Object.hasOwn(NON_FINITE_FROM_WIRE, leaf) ? NON_FINITE_FROM_WIRE[leaf] : leaf;
}

/** Request side: non-finite numbers at `paths` become their string names; everything else is sent as is. */
export function encodeFloats<T>(value: T, paths: readonly string[]): T {
  return transformAtPaths(value, paths, nonFiniteToWire) as T;
}

/** Response side: exactly "NaN"/"Infinity"/"-Infinity" at `paths` become numbers; other strings stay strings. */
export function decodeFloats<T>(value: T, paths: readonly string[]): T {
  return transformAtPaths(value, paths, nonFiniteFromWire) as T;
}

/** Paths of an entity nested under a response or request key, e.g. `product.weight`. */
export function underKey(key: string, paths: readonly string[]): string[] {
  return paths.map((path) => `${key}.${path}`);
}
