// The flags every list command takes (SPEC §4): --limit --offset --all --sort --filter.
import { Option, type Command } from 'commander';
import type { PagingOptions } from '../../client/paging.js';
import { parseFilter, parseSorts } from './query-flags.js';
import type { PlatformQuery } from '../../wire/api/query.js';
import type { QueryFields } from '../../wire/api/catalog-v1/query-fields.js';
import { parseWholeNumber } from './parse-flags.js';

export interface ListFlags {
  limit?: string;
  offset?: string;
  all?: boolean;
  sort?: string;
  filter?: string;
}

export function addListFlags(command: Command): Command {
  return command
    .option('--limit <n>', 'how many to show (default 50; more than 100 fetches several pages)')
    .option('--offset <n>', 'skip this many first')
    .addOption(new Option('--all', 'every item, in pages of 100, streamed').conflicts('limit'))
    .option('--sort <field[:asc|desc]>', 'sort order, e.g. name or priceData.price:desc (comma-separate several)')
    .option('--filter <json>', `the platform's filter object, e.g. '{"sku":{"$startsWith":"MUG"}}'`);
}

/** With `declared` (the query's filterable fields), --filter fields the platform would refuse are refused first. */
export function toListRequest(flags: ListFlags, declared?: QueryFields): { query: PlatformQuery; paging: PagingOptions } {
  return {
    query: {
      ...(flags.filter !== undefined ? { filter: parseFilter(flags.filter, declared) } : {}),
      ...(flags.sort !== undefined ? { sort: parseSorts(flags.sort) } : {}),
    },
    paging: toPagingOptions(flags),
  };
}

/** `--limit`, `--offset`, `--all` → paging options: the one place these flags are checked. */
export function toPagingOptions(flags: Pick<ListFlags, 'limit' | 'offset' | 'all'>): PagingOptions {
  return {
    limit: flags.limit === undefined ? undefined : parseWholeNumber('--limit', flags.limit),
    offset: flags.offset === undefined ? undefined : parseWholeNumber('--offset', flags.offset),
    all: flags.all === true,
  };
}
