// What a route handler receives. Handlers are synchronous (node:sqlite is), return the JSON body of a 200 and
// throw SandboxHttpError for anything else.
import type { IncomingHttpHeaders } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { SandboxClock } from './clock.js';
import type { Credentials } from './domain/credentials.js';
import { applicationError } from './http-errors.js';

export interface RequestContext {
  readonly db: DatabaseSync;
  readonly clock: SandboxClock;
  readonly credentials: Credentials;
  /** Where this server listens, e.g. `http://127.0.0.1:4321` (product page URLs are built from it). */
  readonly baseUrl: string;
  readonly method: string;
  /** The canonical path (user-domain aliases already mapped to www prefixes). */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
  /** The body's bytes as sent (a file upload: routes/media.ts). */
  readonly bodyBytes: Uint8Array;
  /** Offset paging stops here (SandboxOptions.offsetCeiling; default the platform's 10,000). */
  readonly offsetCeiling?: number;
}

export type Handler = (ctx: RequestContext) => unknown;

/** The JSON body as an object (`{}` when there is none); a body that is not JSON is a 400. */
export function jsonBody(ctx: RequestContext): Record<string, unknown> {
  return jsonObject(ctx.rawBody);
}

/** JSON text as an object, by jsonBody's rules (a raw HTTP request's body is read the same way). */
export function jsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw applicationError(400, 'Request body is not valid JSON', 'INVALID_ARGUMENT');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw applicationError(400, 'Request body must be a JSON object', 'INVALID_ARGUMENT');
  }
  checkBodyShape(parsed);
  return parsed as Record<string, unknown>;
}

/** No platform body nests this deep; deeper ones would only overflow the stack of whatever walks them. */
const MAX_BODY_DEPTH = 64;

/**
 * Iterative, so any depth is measured safely. A `__proto__` key is refused: copied into an object (as zod and
 * spreads do) it would set that object's prototype instead of a field.
 */
function checkBodyShape(value: object): void {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) throw applicationError(400, `Request body nests deeper than ${MAX_BODY_DEPTH} levels`, 'INVALID_ARGUMENT');
    if (Object.hasOwn(node, '__proto__')) throw applicationError(400, 'Request body has a "__proto__" key', 'INVALID_ARGUMENT');
    for (const inner of Object.values(node)) pending.push({ node: inner, depth: depth + 1 });
  }
}

/**
 * The SDK inserts path params raw (a `/` or space in a slug mangles the path), and sends a clean copy in the query
 * (GET/DELETE) or body (POST/PATCH). Trust that copy; fall back to the decoded path segment.
 */
export function pathParam(ctx: RequestContext, name: string, bodyCopy?: unknown): string {
  const fromQuery = ctx.query.get(name);
  if (fromQuery) return fromQuery;
  if (typeof bodyCopy === 'string' && bodyCopy !== '') return bodyCopy;
  const raw = ctx.params[name] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
