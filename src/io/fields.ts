// `--fields a,b.c`: dotted paths into wire entities. Arrays are walked transparently, so `variants.id` picks the
// id of every variant (the same convention as the wire's transform paths).

type Json = unknown;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the flag value: comma-separated, trimmed, empties dropped. */
export function parseFieldList(text: string): string[] {
  return text
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
}

/** The value at a dotted path; through arrays it returns the array of values found. */
export function getPath(value: Json, path: string): unknown {
  return walkGet(value, path.split('.'));
}

function walkGet(value: Json, segments: string[]): unknown {
  if (segments.length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => walkGet(item, segments));
  if (!isPlainObject(value)) return undefined;
  const [head, ...rest] = segments;
  return walkGet(value[head], rest);
}

/** A copy of `value` holding only the given paths (nested objects kept, absent paths left out). */
export function pickFields(value: Json, paths: readonly string[]): unknown {
  let result: unknown = undefined;
  for (const path of paths) result = merge(result, walkPick(value, path.split('.')));
  return result ?? (Array.isArray(value) ? [] : {});
}

function walkPick(value: Json, segments: string[]): unknown {
  if (segments.length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => walkPick(item, segments));
  if (!isPlainObject(value)) return undefined;
  const [head, ...rest] = segments;
  if (!(head in value)) return undefined;
  const picked = walkPick(value[head], rest);
  return picked === undefined ? undefined : { [head]: picked };
}

function merge(into: unknown, from: unknown): unknown {
  if (from === undefined) return into;
  if (into === undefined) return from;
  if (Array.isArray(into) && Array.isArray(from)) return into.map((item, i) => merge(item, from[i]));
  if (isPlainObject(into) && isPlainObject(from)) {
    const out: Record<string, unknown> = { ...into };
    for (const [key, child] of Object.entries(from)) out[key] = merge(out[key], child);
    return out;
  }
  return from;
}
