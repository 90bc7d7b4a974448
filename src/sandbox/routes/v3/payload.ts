// The request payload of a V3 endpoint, however the SDK sent it: POST JSON body, GET with `.r` (base64url JSON),
// or GET with flat params (`fields=A&fields=B`, `treeReference.appNamespace=@wix/stores`) folded back into an object.
import type * as z from 'zod';
import { decodeDotR } from '../../../wire/api/query-encoding.js';
import { jsonBody, type RequestContext } from '../../context.js';
import { invalidField } from '../../http-errors.js';
import { parseWith } from '../../validation.js';
import { withNamedRules } from '../../domain/v3/named-rules.js';

/** Params the SDK always sends as arrays, even with one value. */
const ARRAY_PARAMS = new Set(['fields']);

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

function flatParams(query: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    const typed = values.map((v) => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) && key.endsWith('limit') ? Number(v) : v));
    setPath(out, key, ARRAY_PARAMS.has(key) || typed.length > 1 ? typed : typed[0]);
  }
  return out;
}

export function readPayload(ctx: RequestContext): Record<string, unknown> {
  if (ctx.method !== 'GET' && ctx.method !== 'DELETE') return jsonBody(ctx);
  const encoded = ctx.query.get('.r');
  if (!encoded) return flatParams(ctx.query);
  try {
    const parsed = decodeDotR(encoded);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw invalidField('.r', 'must be the base64url encoding of a JSON object', 'FORMAT');
}

/** The whole payload checked against `schema` (field paths as sent); a rule the SDK names comes under its name. */
export function readRequest<S extends z.ZodType>(ctx: RequestContext, schema: S): z.output<S> {
  const payload = readPayload(ctx);
  try {
    return parseWith(schema, payload, '');
  } catch (error) {
    throw withNamedRules(error);
  }
}
