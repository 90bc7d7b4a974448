// Platform query requests on the wire (docs/wire/catalog-v1.md §2): GET with the payload flattened into the query string,
// or as one base64url `.r` parameter when it is nested, falling back to POST with a JSON body when too long.
import { Buffer } from 'node:buffer';
import { MAX_QUERY_STRING_LENGTH } from './page-sizes.js';

/** One query-string parameter's value (arrays repeat the parameter). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export type EncodedQueryRequest =
  | { method: 'GET'; query: Record<string, QueryValue> }
  | { method: 'POST'; body: unknown };

type Primitive = string | number | boolean;

interface Flattened {
  params: Array<[string, Primitive]>;
  /** The SDK switches to `.r` when a key is dotted or an array holds objects. */
  complex: boolean;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** The SDK's toURLSearchParams flattening: dotted keys, repeated array keys, null/undefined dropped. */
export function flattenQueryPayload(payload: Record<string, unknown>): Flattened {
  const params: Array<[string, Primitive]> = [];
  let complex = false;
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (value === null || value === undefined) continue;
      if (isPlainObject(value)) walk(value, name);
      else if (Array.isArray(value)) {
        for (const item of value) {
          if (item === null || item === undefined) continue;
          if (typeof item === 'object') complex = true;
          else params.push([name, item as Primitive]);
        }
      } else params.push([name, value instanceof Date ? value.toISOString() : (value as Primitive)]);
    }
  };
  walk(payload, '');
  if (params.some(([name]) => name.includes('.'))) complex = true;
  return { params, complex };
}

/** base64url of the UTF-8 JSON, `+`→`-`, `/`→`_`, no padding. */
export function encodeDotR(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

export function decodeDotR(value: string): unknown {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/** Serialises query params the way the transport does, to measure them against the GET limit. */
export function toQueryString(query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** How a query-platformized / v2 collections query payload is sent (same path for GET and POST). */
export function encodeQueryRequest(payload: Record<string, unknown>): EncodedQueryRequest {
  const { params, complex } = flattenQueryPayload(payload);
  let query: Record<string, QueryValue> = {};
  if (params.length > 0 && complex) query = { '.r': encodeDotR(payload) };
  else {
    for (const [name, value] of params) {
      const previous = query[name];
      query[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value] as Primitive[];
    }
  }
  if (toQueryString(query).length > MAX_QUERY_STRING_LENGTH) return { method: 'POST', body: payload };
  return { method: 'GET', query };
}
