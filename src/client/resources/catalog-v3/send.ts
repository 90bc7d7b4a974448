// How V3 query/search/count payloads go on the wire (docs/wire/catalog-v3.md §0): the SDK sends a GET with the payload as
// one `.r` parameter (flat params when it is flat) and falls back to POST past 4000 characters; some endpoints are
// POST-only in the SDK (read-only variants, ribbons, categories). Reads either way, so both may be retried.
import { encodeQueryRequest } from '../../../wire/api/query-encoding.js';
import type { Transport } from '../../transport.js';
import type { CallOptions } from '../../types.js';

/** A GET-or-POST read, as the SDK sends it for products, inventory, brands and customizations queries. */
export function sendRead<T>(transport: Transport, path: string, payload: Record<string, unknown>, options: CallOptions = {}): Promise<T> {
  const encoded = encodeQueryRequest(payload);
  return encoded.method === 'GET'
    ? transport.request<T>({ method: 'GET', path, query: encoded.query, signal: options.signal })
    : transport.request<T>({ method: 'POST', path, body: encoded.body, idempotent: true, read: true, signal: options.signal });
}

/** A POST-only read (the body is the payload, retried like a GET). */
export function postRead<T>(transport: Transport, path: string, payload: Record<string, unknown>, options: CallOptions = {}): Promise<T> {
  return transport.request<T>({ method: 'POST', path, body: payload, idempotent: true, read: true, signal: options.signal });
}

/** `fields` only when some were asked for (the SDK omits an empty list). */
export const withFields = (fields: readonly string[] | undefined): { fields?: string[] } =>
  fields && fields.length > 0 ? { fields: [...fields] } : {};
