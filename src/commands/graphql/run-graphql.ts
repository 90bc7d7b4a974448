// `store graphql QUERY|@FILE|- [--variables JSON|@FILE]`: runs a GraphQL document and prints the response.
// GraphQL errors arrive in a 200 (they are data), so this command turns them into stderr lines and exit 1.
import { ApiError, StoreError } from '../../client/errors.js';
import { WRONG_CATALOG_VERSION } from '../../wire/api/catalog-version.js';
import { UsageError } from '../../io/cli-errors.js';
import { refuseDeepJsonText } from '../../io/input-depth.js';
import type { GraphqlError } from '../../client/resources/graphql.js';
import type { Context } from '../../context.js';
import { stripControl } from '../../io/terminal-text.js';
import { write } from '../../io/io.js';
import { toJson } from '../../io/json.js';
import { readTextArgument } from '../shared/text-argument.js';

export interface GraphqlOptions {
  query: string;
  variables?: string;
  apiVersion?: string;
  operation?: string;
}

export class GraphqlErrorsError extends StoreError {
  override readonly code = 'GRAPHQL_ERRORS';
}

/** The store refused GraphQL for its catalog version (exit 1: the request was fine, the store cannot answer it). */
export class GraphqlOnV3Error extends StoreError {
  override readonly code = 'GRAPHQL_CATALOG_V3';
}

/**
 * Decision (docs/wire/catalog-v3.md §7 is unsure whether the platform's GraphQL has Catalog V3 types): a store's GraphQL
 * serves the catalog the store runs — the sandbox serves the V3 read schema on a V3 site (sandbox/graphql/schema-v3.ts)
 * — so `store graphql` sends every document as it is, on either version, with no V1 → V3 translation. Only a real
 * store whose GraphQL does not serve its catalog answers 428 FAILED_PRECONDITION (as its V1 catalog endpoints do);
 * that one answer is explained here: exit 1 saying so, with the commands that read the same data on either
 * version. Nothing is retried.
 */
export function explainGraphqlOnV3(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== WRONG_CATALOG_VERSION.status || error.code !== WRONG_CATALOG_VERSION.code) return error;
  return new GraphqlOnV3Error("GraphQL is not available on this store: its GraphQL API does not serve the store's catalog version (the store answered 428 Precondition Required).", {
    hint: 'Read the catalog with the commands, which speak both versions: `store products list --json`, `store products get PRODUCT --json`, `store collections list --json`, `store variants list --json`.',
    details: error.details,
    cause: error,
  });
}

function describeError(error: GraphqlError): string {
  const where = [
    error.path?.length ? `at ${error.path.join('.')}` : '',
    error.locations?.length ? `line ${error.locations[0].line}:${error.locations[0].column}` : '',
  ].filter(Boolean);
  const code = typeof error.extensions?.code === 'string' ? ` [${error.extensions.code}]` : '';
  return `${error.message}${code}${where.length ? ` (${where.join(', ')})` : ''}`;
}

async function readVariables(ctx: Context, value: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (value === undefined) return undefined;
  const text = await readTextArgument(ctx, value, '--variables');
  let parsed: unknown;
  refuseDeepJsonText(text, '--variables');
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--variables: not valid JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError('--variables: expected a JSON object, e.g. {"slug":"blue-shirt"}');
  return parsed as Record<string, unknown>;
}

export async function runGraphql(options: GraphqlOptions, ctx: Context): Promise<void> {
  const query = await readTextArgument(ctx, options.query, 'QUERY');
  if (query.trim() === '') throw new UsageError('QUERY is empty: pass a GraphQL document, @FILE or - (stdin)');
  const variables = await readVariables(ctx, options.variables);
  const client = await ctx.client();
  const response = await client.graphql.query(query, variables, { apiVersion: options.apiVersion, operationName: options.operation }).catch((error: unknown) => {
    throw explainGraphqlOnV3(error);
  });
  const out = ctx.output();
  // A table has nothing to add to a GraphQL result: humans get the data as indented JSON.
  const shown = out.format === 'table' ? response.data : { data: response.data, errors: response.errors ?? [] };
  // A person gets no data dump when there is none (an error-only answer printed `{}` before the errors).
  const nothing = out.format === 'table' && (shown === null || shown === undefined || (typeof shown === 'object' && Object.keys(shown).length === 0));
  if (!nothing) await write(out.io.stdout, `${toJson(shown, out.format !== 'jsonl')}\n`);
  const errors = response.errors ?? [];
  if (errors.length === 0) return;
  const count = `the response has ${errors.length} GraphQL error${errors.length === 1 ? '' : 's'}`;
  if (out.format !== 'table') throw new GraphqlErrorsError(`${count}: ${describeError(errors[0])}`, { details: { errors } });
  for (const error of errors) await write(out.io.stderr, `graphql error: ${stripControl(describeError(error))}\n`);
  throw new GraphqlErrorsError(`${count} (above)`, { details: { errors } });
}
