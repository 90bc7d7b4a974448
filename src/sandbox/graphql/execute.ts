// Runs one GraphQL request against the catalog schema. Loaded on the first GraphQL request only: the `graphql`
// library is large, and every embedded-sandbox command would otherwise pay for it at start-up. The document is
// parsed (with a token limit) and priced (cost.ts) before it is validated or run, so a costly one is refused at once.
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import type { RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { MAX_QUERY_TOKENS, measureQuery } from './cost.js';
import { queryRoot } from './resolvers.js';
import { catalogSchema } from './schema.js';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  includeHidden: boolean;
}

const refused = (errors: readonly GraphQLError[]) => ({ data: null, errors: errors.map((error) => error.toJSON()) });

export function executeGraphql(ctx: RequestContext, request: GraphqlRequest) {
  const schema = catalogSchema();
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
      rootValue: queryRoot,
      contextValue: { env: ctx, includeHidden: request.includeHidden },
      variableValues: request.variables,
      operationName: request.operationName,
    }),
  );
  if (result instanceof Promise) throw new Error('GraphQL resolvers must be synchronous');
  return {
    data: result.data ?? null,
    ...(result.errors?.length ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
  };
}
