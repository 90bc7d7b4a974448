// How deep JSON may nest, for everything the CLI reads: answers from a store and input files (JSON and YAML).
// A value nested deeper than any real catalog, filter or fixture is refused before anything walks it, so no
// recursive reader (JSON.stringify, schema checks, redaction, the YAML composer) can run out of stack.

/**
 * The deepest nesting accepted: 256 levels of arrays and objects. The platform's deepest entities (a V3 product's
 * rich-content description, a filter's `$and`/`$or` trees) are a few dozen levels; 256 leaves a wide margin and
 * stays far below the ~10,000 levels at which Node's recursive readers run out of stack.
 */
export const MAX_JSON_DEPTH = 256;

/**
 * Whether a JSON text nests deeper than `limit`: one pass over the characters, outside strings counting `[`/`{`
 * down and `]`/`}` up (no recursion, no parse). An invalid text may pass; its parser reports it.
 */
export function jsonTextTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Whether a parsed value (e.g. from YAML) nests deeper than `limit`, walked with a stack of its own (no recursion). */
export function valueTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    if (depth + 1 > limit) return true;
    seen.add(current);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The sentence every refusal uses, naming the limit. */
export const tooDeepText = (what: string): string => `${what} nests deeper than ${MAX_JSON_DEPTH} levels of arrays and objects, the most accepted`;
