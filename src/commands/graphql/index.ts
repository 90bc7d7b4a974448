// `store graphql QUERY`: one GraphQL request against the store (the noun is the verb), over the schema of the
// store's catalog version (V1 or V3).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { runGraphql, type GraphqlOptions } from './run-graphql.js';

export function register(program: Command, ctx: Context): Command {
  const command = program
    .command('graphql')
    .argument('<query>', 'the GraphQL document: inline, @FILE, or - for stdin')
    .description('Run a GraphQL query and print the response (GraphQL errors: stderr and exit 1)')
    .option('--variables <json>', 'variables as a JSON object, or @FILE')
    .option('--operation <name>', 'which operation of the document to run')
    .option('--api-version <version>', 'GraphQL API version (default alpha)');
  withExamples(
    command,
    `store graphql '{ products(limit: 5) { items { name actualPriceRange { minValue { amount } } } } }'   # Catalog V3`,
    `store graphql '{ products(limit: 5) { items { name price { formatted { price } } } } }'   # Catalog V1`,
    `store graphql 'query($f: JSON) { products(filter: $f) { items { slug } } }' --variables '{"f":{"name":{"$startsWith":"Sun"}}}'`,
    'store graphql @catalog.graphql --json | jq .data',
  );
  command.action((query: string, flags: Omit<GraphqlOptions, 'query'>) => runGraphql({ query, ...flags }, ctx));
  return command;
}
