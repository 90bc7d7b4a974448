// Reads the query of a query endpoint: the platform query (GET with `.r`, base64url JSON of the whole payload,
// docs/wire/catalog-v1.md §2.1; GET with no query string = `{query:{}}`; or the POST fallback with the payload as JSON body),
// and the REST reference's classic query (JSON-string filter/sort) translated to the same platform query.
import { classicToPlatformQuery, type ClassicQuery } from '../../wire/api/catalog-v1/classic-query.js';
import { decodeDotR as decodeDotRPayload } from '../../wire/api/query-encoding.js';
import { PlatformQuerySchema, type PlatformQuery } from '../../wire/api/query.js';
import { jsonBody, type RequestContext } from '../context.js';
import { invalidField } from '../http-errors.js';
import { parseWith } from '../validation.js';
import { checkFieldPath } from '../domain/filter-limits.js';
import { validateFilter } from '../domain/query.js';

function decodeDotR(encoded: string): Record<string, unknown> {
  try {
    const parsed = decodeDotRPayload(encoded);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw invalidField('.r', 'must be the base64url encoding of a JSON object', 'FORMAT');
}

export function readPlatformQuery(ctx: RequestContext): PlatformQuery {
  let payload: Record<string, unknown>;
  if (ctx.method === 'GET') {
    const encoded = ctx.query.get('.r');
    payload = encoded ? decodeDotR(encoded) : {};
  } else {
    payload = jsonBody(ctx);
  }
  const query = parseWith(PlatformQuerySchema, payload.query ?? {}, 'query');
  // Checked here, before any route reads storage with it (an SQL `IN` of 100,000 values, a 5,000-deep $and).
  validateFilter(query.filter);
  for (const { fieldName } of query.sort ?? []) checkFieldPath(fieldName, 'query.sort');
  return query;
}

/** The REST reference's classic query (JSON-string filter/sort) as a platform query; a bad encoding is a 400. */
export function readClassicQuery(query: ClassicQuery | undefined): PlatformQuery {
  const translated = classicToPlatformQuery(query);
  if (!translated.ok) throw invalidField(translated.problem.field, translated.problem.description, 'FORMAT');
  return parseWith(PlatformQuerySchema, translated.value, 'query');
}
