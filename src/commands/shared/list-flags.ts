// The flags every list command takes (SPEC §4): --limit --offset --all --sort --filter.
import { Option, type Command } from 'commander';
import type { PagingOptions } from '../../client/paging.js';
import { parseFilter, parseSorts } from '../../client/query.js';
import type { PlatformQuery } from '../../client/schemas/query.js';
import { checkFields, checkSortFields, type EntityFields } from './entity-fields.js';
import { parseWholeNumber } from './parse-flags.js';

export interface ListFlags {
  limit?: string;
  offset?: string;
  all?: boolean;
  sort?: string;
  filter?: string;
}

/** `limitHelp`: a command whose default is not 50 (export: everything) says its own. */
export function addListFlags(command: Command, options: { limitHelp?: string } = {}): Command {
  return command
    .option('--limit <n>', options.limitHelp ?? 'how many to show (default 50; more than 100 fetches several pages)')
    .option('--offset <n>', 'skip this many first')
    .addOption(new Option('--all', 'every item, in pages of 100, streamed').conflicts('limit'))
    .option('--sort <field[:asc|desc]>', 'sort order, e.g. name or priceData.price:desc (comma-separate several)')
    .option('--filter <json>', `the platform's filter object, e.g. '{"visible":true}'`);
}

/**
 * The query and paging the flags ask for. With `entity`, unknown --sort and --fields names are refused first
 * (exit 2, the valid ones listed); `fields` is the global --fields.
 */
export function toListRequest(flags: ListFlags, entity?: EntityFields, fields?: readonly string[]): { query: PlatformQuery; paging: PagingOptions } {
  const sort = flags.sort !== undefined ? parseSorts(flags.sort) : undefined;
  if (entity) {
    checkSortFields(sort?.map((s) => s.fieldName) ?? [], entity);
    checkFields(fields, entity);
  }
  return {
    query: {
      ...(flags.filter !== undefined ? { filter: parseFilter(flags.filter) } : {}),
      ...(sort !== undefined ? { sort } : {}),
    },
    paging: {
      limit: flags.limit === undefined ? undefined : parseWholeNumber('--limit', flags.limit),
      offset: flags.offset === undefined ? undefined : parseWholeNumber('--offset', flags.offset),
      all: flags.all === true,
    },
  };
}
