// `POST /graphql/<version>` (docs/wire/cart-identity.md §9): `{query, variables, operationName?}` → `{data, errors}`, over
// the schema of the site's catalog version (graphql/schema.ts on V1, graphql/schema-v3.ts on V3).
// GraphQL errors (syntax, validation, a resolver's refusal) are answered 200 with `errors`; only a caller that
// cannot be identified, or a body that is not a GraphQL request, gets the platform's error envelope.
import { paths } from '../../wire/api/paths.js';
import { requireReader } from '../auth.js';
import { jsonBody, type RequestContext } from '../context.js';
import { invalidField } from '../http-errors.js';
import { param, type Router } from '../router.js';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

async function execute(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const body = jsonBody(ctx);
  if (typeof body.query !== 'string' || body.query.trim() === '') throw invalidField('query', 'is required: the GraphQL document to run', 'REQUIRED_FIELD');
  if (body.variables != null && !isObject(body.variables)) throw invalidField('variables', 'must be a JSON object', 'FORMAT');
  if (body.operationName != null && typeof body.operationName !== 'string') throw invalidField('operationName', 'must be a string', 'FORMAT');
  const { executeGraphql } = await import('../graphql/execute.js');
  return executeGraphql(ctx, {
    query: body.query,
    variables: (body.variables as Record<string, unknown> | null | undefined) ?? undefined,
    operationName: (body.operationName as string | null | undefined) ?? undefined,
    caller,
  });
}

export function registerGraphql(router: Router): void {
  router.post(paths.graphql(param('version')), execute);
}
