// Platform query requests on the wire (wire/catalog.md §2): GET with the payload flattened into the query string,
// or as one base64url `.r` parameter when it is nested, falling back to POST with a JSON body when too long.
import { Buffer } from 'node:buffer';
import { UsageError } from './errors.js';
import { MAX_QUERY_STRING_LENGTH, type Sort } from '../wire/api/query.js';
import type { QueryValue } from './types.js';

export type EncodedQueryRequest =
  | { method: 'GET'; query: Record<string, QueryValue> }
  | { method: 'POST'; body: unknown };

type Primitive = string | number | boolean;

interface Flattened {
  params: Array<[string, Primitive]>;
  /** The SDK switches to `.r` when a key is dotted or an array holds objects. */
  complex: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
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

/** `price:desc` → `{fieldName:'price', order:'DESC'}`; the order defaults to ascending. */
export function parseSort(spec: string): Sort & { order: 'ASC' | 'DESC' } {
  const trimmed = spec.trim();
  const match = /^(.+?)(?::(asc|desc))?$/i.exec(trimmed);
  const fieldName = match?.[1]?.trim();
  if (!match || !fieldName || fieldName.includes(':') || /\s/.test(fieldName)) {
    throw new UsageError(`Invalid sort "${spec}"`, { hint: 'Use --sort FIELD[:asc|desc], e.g. --sort priceData.price:desc' });
  }
  return { fieldName, order: match[2]?.toLowerCase() === 'desc' ? 'DESC' : 'ASC' };
}

/** `name:asc,price:desc` → one sort entry per comma-separated item. */
export function parseSorts(spec: string): Array<Sort & { order: 'ASC' | 'DESC' }> {
  return spec
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(parseSort);
}

/** `--filter '{"slug":"x"}'` → the platform filter object. */
export function parseFilter(json: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`--filter is not valid JSON: ${(error as Error).message}`, {
      hint: `Pass a JSON object, e.g. --filter '{"priceData.price":{"$gt":10}}'`,
    });
  }
  if (!isPlainObject(parsed)) {
    throw new UsageError('--filter must be a JSON object', { hint: `e.g. --filter '{"slug":"blue-shirt"}'` });
  }
  return parsed;
}
