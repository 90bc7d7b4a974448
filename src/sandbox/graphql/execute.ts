// Runs one GraphQL request against the catalog schema. Loaded on the first GraphQL request only: the `graphql`
// library is large, and every embedded-sandbox command would otherwise pay for it at start-up.
import { graphqlSync } from 'graphql';
import type { RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { queryRoot } from './resolvers.js';
import { catalogSchema } from './schema.js';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  includeHidden: boolean;
}

export function executeGraphql(ctx: RequestContext, request: GraphqlRequest) {
  // One snapshot for the whole document, so nested fields agree with each other.
  const result = readTransaction(ctx.db, () =>
    graphqlSync({
      schema: catalogSchema(),
      source: request.query,
      rootValue: queryRoot,
      contextValue: { env: ctx, includeHidden: request.includeHidden },
      variableValues: request.variables,
      operationName: request.operationName,
    }),
  );
  return {
    data: result.data ?? null,
    ...(result.errors?.length ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
  };
}
