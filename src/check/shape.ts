// The shape of a JSON answer, and how two shapes differ: key paths with the JSON types found there, never values.
// Pure (no I/O), so the comparison `store sandbox check` relies on is tested on its own (test/unit/check/shape.test.ts).
//
// - A path is dotted (`product.priceData.price`); `[]` stands for every item of an array (`products[].name`), so a
//   collection is compared by the union of its items' shapes: a key any item has is in the shape.
// - An object under a key named in `dataKeyed` has data for keys (V1's variant `choices` map, `{"Size":"S"}`): its
//   keys are folded into `*`, so option names are neither compared nor reported.
// - A key that does not read as a field name (an id, a name with spaces, a number: `{"c8539b66-…": …}`) is folded
//   into `*` as well, so a map keyed by ids cannot put ids into a shape.
// - Given `fieldNames` (the platform's own, src/check/platform-field-names.ts), a key not among them is folded too:
//   a merchant's own key names (extended fields under `_user_fields`, an app's namespace, custom error data) read
//   like field names, so only a list of the platform's can tell them apart. Folded keys are counted, never named.
// - A numeric string is a string: `"10"` and `10` differ (the platform's V3 amounts are strings, V1 prices numbers).
// - `null` is a type of its own: `{"a":null}`, `{"a":"x"}` and `{}` are three different shapes.
// - An empty array (or folded map) has no item shape: paths under it are not compared with the other side's items.

export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** Key path → the JSON types found there, both sorted: stable for JSON output and reports. */
export type Shape = Record<string, JsonType[]>;

export const ITEMS = '[]';
export const DATA_KEYS = '*';

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

/** Wire field names are camelCase words (`priceData`, `access_token`, `$and`); anything else is the store's data. */
export const isFieldName = (key: string): boolean => /^[A-Za-z_$][A-Za-z_$]*[0-9]{0,2}$/.test(key) && key.length <= 64;

const join = (prefix: string, key: string) => (key === ITEMS ? `${prefix}${ITEMS}` : prefix ? `${prefix}.${key}` : key);

export interface ShapeOptions {
  /** Keys whose object value is keyed by data (option names): its keys are folded. */
  dataKeyed?: readonly string[];
  /** When given, the only key names a shape may hold; every other key is folded and counted. */
  fieldNames?: ReadonlySet<string>;
}

/** The shape of a JSON value; the root itself is the path `''`. */
export function shapeOf(value: unknown, options: ShapeOptions = {}): Shape {
  return describeShape(value, options).shape;
}

/** The shape, and how many distinct key names were folded into `*` (counted, not named). */
export function describeShape(value: unknown, options: ShapeOptions = {}): { shape: Shape; otherKeys: number } {
  const dataKeyed = new Set(options.dataKeyed ?? []);
  const named = (key: string) => isFieldName(key) && (options.fieldNames?.has(key) ?? true);
  const others = new Set<string>();
  const found = new Map<string, Set<JsonType>>();
  const walk = (node: unknown, path: string, key: string | undefined) => {
    const types = found.get(path) ?? new Set<JsonType>();
    types.add(jsonTypeOf(node));
    found.set(path, types);
    if (Array.isArray(node)) {
      for (const item of node) walk(item, join(path, ITEMS), undefined);
    } else if (node && typeof node === 'object') {
      const folded = key !== undefined && dataKeyed.has(key);
      for (const [name, inner] of Object.entries(node)) {
        const fold = folded || !named(name);
        if (fold) others.add(name);
        walk(inner, join(path, fold ? DATA_KEYS : name), name);
      }
    }
  };
  walk(value, '', undefined);
  const shape: Shape = {};
  for (const path of [...found.keys()].sort()) shape[path] = [...found.get(path)!].sort();
  return { shape, otherKeys: others.size };
}

export interface ShapeDifference {
  path: string;
  /** The types on each side; `missing` when the path is not there at all. */
  platform: JsonType[] | 'missing';
  sandbox: JsonType[] | 'missing';
}

/** The container (`a[]` → `a`, `m.*` → `m`) whose items hold `path`, when one of its ancestors is one. */
function innermostContainer(path: string): { container: string; items: string } | undefined {
  const lastItems = path.lastIndexOf(ITEMS);
  const lastKeys = path.lastIndexOf(`.${DATA_KEYS}`);
  if (lastItems < 0 && lastKeys < 0) return undefined;
  if (lastItems > lastKeys) return { container: path.slice(0, lastItems), items: path.slice(0, lastItems + ITEMS.length) };
  return { container: path.slice(0, lastKeys), items: path.slice(0, lastKeys + DATA_KEYS.length + 1) };
}

/** True when `path` sits under a container that is there on this side but empty (no items to compare with). */
function underEmptyContainer(shape: Shape, path: string): boolean {
  for (let at = innermostContainer(path); at; at = innermostContainer(at.container)) {
    if (shape[at.container] && !shape[at.items]) return true;
  }
  return false;
}

const sameTypes = (a: JsonType[], b: JsonType[]) => a.length === b.length && a.every((type, i) => type === b[i]);

/** Every path whose types differ, or that only one side has (unless that side's container has no items). */
export function compareShapes(platform: Shape, sandbox: Shape): ShapeDifference[] {
  const differences: ShapeDifference[] = [];
  const paths = [...new Set([...Object.keys(platform), ...Object.keys(sandbox)])].sort();
  for (const path of paths) {
    const mine = platform[path];
    const theirs = sandbox[path];
    if (mine && theirs) {
      if (!sameTypes(mine, theirs)) differences.push({ path, platform: mine, sandbox: theirs });
    } else if (mine && !underEmptyContainer(sandbox, path)) {
      differences.push({ path, platform: mine, sandbox: 'missing' });
    } else if (theirs && !underEmptyContainer(platform, path)) {
      differences.push({ path, platform: 'missing', sandbox: theirs });
    }
  }
  // A missing object reports once, not once per key under it.
  return differences.filter((d) => !differences.some((outer) => outer !== d && isMissingAncestor(outer, d)));
}

function isMissingAncestor(outer: ShapeDifference, inner: ShapeDifference): boolean {
  const missingSide = outer.platform === 'missing' ? 'platform' : outer.sandbox === 'missing' ? 'sandbox' : undefined;
  if (!missingSide || inner[missingSide] !== 'missing') return false;
  return inner.path.startsWith(`${outer.path}.`) || inner.path.startsWith(`${outer.path}${ITEMS}`);
}

/** One line per difference, for a table or a report: `products[].slug: string on the platform, missing in the sandbox`. */
export function describeShapeDifference(d: ShapeDifference): string {
  const side = (types: JsonType[] | 'missing') => (types === 'missing' ? 'missing' : types.join('|'));
  return `${d.path || '(answer)'}: ${side(d.platform)} on the platform, ${side(d.sandbox)} in the sandbox`;
}
