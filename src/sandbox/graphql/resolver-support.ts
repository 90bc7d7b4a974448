// What the V1 and V3 resolvers share: the sandbox's HTTP errors as GraphQL errors that keep the platform's code,
// and the `(id | slug)` argument pair of the single-entity fields.
import { GraphQLError } from 'graphql';
import { SandboxHttpError, invalidField } from '../http-errors.js';

export interface LookupArgs {
  id?: string | null;
  slug?: string | null;
}

/** The sandbox's HTTP errors become GraphQL errors (HTTP 200) that keep the platform's code. */
function graphqlError(error: unknown): unknown {
  if (!(error instanceof SandboxHttpError)) return error;
  const code = 'code' in error.detail ? error.detail.code : 'INVALID_ARGUMENT';
  const details = 'fieldViolations' in error.detail ? { fieldViolations: error.detail.fieldViolations } : undefined;
  return new GraphQLError(error.message, { extensions: { code, status: error.status, ...(details ? { details } : {}) } });
}

/** A resolver whose sandbox errors reach the caller as GraphQL errors. */
export function guarded<A, C, R>(resolve: (args: A, ctx: C) => R): (args: A, ctx: C) => R {
  return (args, ctx) => {
    try {
      return resolve(args, ctx);
    } catch (error) {
      throw graphqlError(error);
    }
  };
}

export function oneKey(args: LookupArgs): { id: string } | { slug: string } {
  if (args.id && !args.slug) return { id: args.id };
  if (args.slug && !args.id) return { slug: args.slug };
  throw invalidField('id', 'pass exactly one of id or slug', 'REQUIRED_ONE_OF_FIELD');
}
