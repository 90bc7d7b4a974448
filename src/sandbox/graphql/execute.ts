// Runs one GraphQL request against the schema of the site's catalog: V1 (schema.ts) or V3 (schema-v3.ts). Loaded on the first GraphQL request only: the `graphql`
// library is large, and every embedded-sandbox command would otherwise pay for it at start-up. The document is
// parsed (with a token limit) and priced (cost.ts) before it is validated or run, so a costly one is refused at once.
import { defaultFieldResolver, execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLFieldResolver } from 'graphql';
import type { RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { MAX_QUERY_COST, MAX_QUERY_TOKENS, measureQuery } from './cost.js';
import type { Caller } from '../auth.js';
import { siteCatalogVersion } from '../domain/site-catalog-version.js';
import { seesHidden } from '../domain/read-policy.js';
import { queryRoot } from './resolvers.js';
import { queryRootV3 } from './resolvers-v3.js';
import { catalogSchema } from './schema.js';
import { catalogV3Schema } from './schema-v3.js';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  caller: Caller;
}

/** The schema, root and context of the catalog the site runs. */
function catalogOf(ctx: RequestContext, caller: Caller) {
  if (siteCatalogVersion(ctx.db) === 'v3') return { schema: catalogV3Schema(), rootValue: queryRootV3, contextValue: { env: ctx, caller } };
  return { schema: catalogSchema(), rootValue: queryRoot, contextValue: { env: ctx, includeHidden: seesHidden(caller) } };
}

/**
 * The budget held while the query runs: every field resolved (each item of every list included) counts 1, and past
 * MAX_QUERY_COST each further field is refused. The price (cost.ts) bounds pages before anything runs; this bounds
 * what it cannot see, lists as long as the data makes them.
 */
function meteredResolver(): GraphQLFieldResolver<unknown, unknown> {
  let resolved = 0;
  return (source, args, context, info) => {
    resolved += 1;
    if (resolved > MAX_QUERY_COST) {
      throw new GraphQLError(`Query cost exceeds the limit of ${MAX_QUERY_COST} fields resolved; ask for fewer aliases or smaller limits`, { extensions: { code: 'QUERY_COST_LIMIT_EXCEEDED' } });
    }
    return defaultFieldResolver(source, args, context, info);
  };
}

const refused = (errors: readonly GraphQLError[]) => ({ data: null, errors: errors.map((error) => error.toJSON()) });

export function executeGraphql(ctx: RequestContext, request: GraphqlRequest) {
  const { schema, rootValue, contextValue } = catalogOf(ctx, request.caller);
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError) return refused([error]);
    throw error;
  }
  const verdict = measureQuery(schema, document, request.variables, request.operationName);
  if (!verdict.ok) {
    const code = verdict.limit === 'cost' ? 'QUERY_COST_LIMIT_EXCEEDED' : 'QUERY_DEPTH_LIMIT_EXCEEDED';
    return refused([new GraphQLError(verdict.message, { extensions: { code } })]);
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return refused(invalid);
  // One snapshot for the whole document, so nested fields agree with each other.
  const result = readTransaction(ctx.db, () =>
    execute({
      schema,
      document,
      rootValue,
      contextValue,
      variableValues: request.variables,
      operationName: request.operationName,
      fieldResolver: meteredResolver(),
    }),
  );
  if (result instanceof Promise) throw new Error('GraphQL resolvers must be synchronous');
  return {
    data: result.data ?? null,
    ...(result.errors?.length ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
  };
}
