// The platform's documented REST reference examples (test/fixtures/rest-reference/*.json, each with its source page),
// loaded in run order: the cart-by-id examples end by deleting their cart, the inventory writes start tracking stock
// (V1's on the V1 sandbox, V3's on the V3 sandbox).
import { readFileSync } from 'node:fs';

export interface Example {
  name: string;
  /** The reference page the example comes from. */
  source: string;
  /** No auth: the admin key. `visitor`: a new anonymous visitor. `owner`: the visitor whose cart is `{cartId}`. */
  auth?: 'admin' | 'visitor' | 'owner';
  catalog?: 'v1' | 'v3';
  request: { method: string; path: string; body?: unknown };
  status: number;
  response: unknown;
  /** Documented fields the sandbox cannot produce (README "Differences from the platform"). */
  unproducible?: string[];
  /** Documented fields the sandbox produces, but not for its demo data (no tracked stock, no info sections). */
  absentFromDemo?: string[];
}

export const FIXTURE_FILES = ['catalog-v1.json', 'cart-identity-v3.json', 'cart-by-id.json', 'inventory-writes.json', 'inventory-v3-writes.json'] as const;

/** `{"$shape": name, …}` in a response stands for the file's `shapes[name]`, its other keys added or replacing. */
function withShapes(value: unknown, shapes: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => withShapes(v, shapes));
  if (!value || typeof value !== 'object') return value;
  const { $shape, ...rest } = value as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, withShapes(v, shapes)]));
  if ($shape === undefined) return own;
  if (typeof $shape !== 'string' || !($shape in shapes)) throw new Error(`unknown shape ${String($shape)}`);
  return { ...(shapes[$shape] as object), ...own };
}

function load(file: string): Example[] {
  const doc = JSON.parse(readFileSync(new URL(`../../fixtures/rest-reference/${file}`, import.meta.url), 'utf8'));
  return doc.examples.map((e: Example) => ({ ...e, response: withShapes(e.response, doc.shapes ?? {}) }));
}

export const loadExamples = (): Example[] => FIXTURE_FILES.flatMap(load);
