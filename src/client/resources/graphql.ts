// GraphQL (docs/wire/cart-identity.md §9): POST /graphql/<apiVersion> on the API host (never a CDN) with
// `{query, variables}`. A 200 is returned as `{data, errors}` — GraphQL errors in a 200 are data, not exceptions;
// any other status throws the usual ApiError.
import { paths } from '../../wire/api/paths.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

export const DEFAULT_GRAPHQL_VERSION = 'alpha';

export interface GraphqlError {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  /** `{}` when the server sent none (as the platform's SDK does). */
  data: T;
  errors?: GraphqlError[];
}

export interface GraphqlCallOptions extends CallOptions {
  apiVersion?: string;
  operationName?: string;
}

export class GraphqlResource {
  constructor(private readonly transport: Transport) {}

  async query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options: GraphqlCallOptions = {},
  ): Promise<GraphqlResponse<T>> {
    const response = await this.transport.request<{ data?: T | null; errors?: GraphqlError[] }>({
      method: 'POST',
      path: paths.graphql(options.apiVersion ?? DEFAULT_GRAPHQL_VERSION),
      body: { query, variables: variables ?? {}, ...(options.operationName ? { operationName: options.operationName } : {}) },
      signal: options.signal,
    });
    return {
      data: response.data ?? ({} as T),
      ...(response.errors?.length ? { errors: response.errors } : {}),
    };
  }
}
