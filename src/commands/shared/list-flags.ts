// The flags every list command takes (docs/product.md §4): --limit --offset --all --sort --filter.
import { Option, type Command } from 'commander';
import type { Paginated, PagingOptions } from '../../client/paging.js';
import { progressFor } from './progress.js';
import type { Context } from '../../context.js';
import { printList, type Column } from '../../io/present.js';
import { parseFilter, parseSorts } from './query-flags.js';
import type { PlatformQuery } from '../../wire/api/query.js';
import type { QueryFields } from '../../wire/api/query-fields.js';
import { checkFields, checkSortFields, type EntityFields } from '../../io/entity-fields.js';
import { parseWholeNumber } from './parse-flags.js';

export interface ListFlags {
  limit?: string;
  offset?: string;
  all?: boolean;
  sort?: string;
  filter?: string;
}

/** `limitHelp`: a command whose default is not 50 (export: everything) says its own; `sortHelp`/`filterHelp` likewise. */
export function addListFlags(command: Command, options: { limitHelp?: string; sortHelp?: string; filterHelp?: string } = {}): Command {
  return command
    .option('--limit <n>', options.limitHelp ?? 'how many to show (default 50; more than 100 fetches several pages)')
    .option('--offset <n>', 'skip this many first')
    .addOption(new Option('--all', 'every item, in pages of 100, streamed').conflicts('limit'))
    .option('--sort <field[:asc|desc]>', options.sortHelp ?? 'sort order, e.g. name or price:desc (comma-separate several)')
    .option('--filter <json>', options.filterHelp ?? `the platform's filter object, e.g. '{"name":{"$startsWith":"Sun"}}'`);
}

/**
 * Unknown --sort and --fields names refused (exit 2, the valid ones listed); `fields` is the global --fields,
 * `entity` undefined when the store's entities are not checked (each catalog's `fields`, catalog/core/store-catalog.ts).
 */
export async function checkListFields(query: PlatformQuery, fields: readonly string[] | undefined, entity: EntityFields | undefined): Promise<void> {
  if (!entity) return;
  await checkSortFields((query.sort ?? []).map((s) => s.fieldName), entity);
  await checkFields(fields, entity);
}

/**
 * The query and paging the flags ask for (a bad value is a UsageError before anything is sent). With `declared`
 * (the query's filterable fields), --filter fields the platform would refuse are refused first.
 */
export function toListRequest(flags: ListFlags, declared?: QueryFields): { query: PlatformQuery; paging: PagingOptions } {
  const sort = flags.sort !== undefined ? parseSorts(flags.sort) : undefined;
  return {
    query: {
      ...(flags.filter !== undefined ? { filter: parseFilter(flags.filter, declared) } : {}),
      ...(sort !== undefined ? { sort } : {}),
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

/**
 * Prints one listing, and on a terminal says when the store holds more than was shown ("50 of 3,012 — use --all
 * or --limit N"; a cursor listing, which knows no total: "Shown: 50; the store holds more products"), on stderr: a person reading a table should not take the first page for the whole catalog.
 */
export async function printListing<T>(
  ctx: Context,
  listing: Paginated<T>,
  paging: PagingOptions,
  options: { columns: Column<T>[]; empty?: string; noun: string },
): Promise<void> {
  let total: number | undefined;
  // A cursor listing (V3) knows no total, only whether the store holds more than its last page.
  let more = false;
  // --all can take a while: a progress line when the list goes to a file or a pipe and stderr is a terminal.
  const progress = paging.all ? progressFor(ctx, 'Reading', options.noun, { dataOnStdout: true }) : undefined;
  async function* items() {
    for await (const page of listing.pages()) {
      if (page.metadata?.total !== undefined && !page.metadata.tooManyToCount) total = page.metadata.total;
      more = page.more === true;
      progress?.setTotal(total);
      for (const item of page.items) {
        yield item;
        progress?.add();
      }
    }
  }
  let shown: number;
  try {
    shown = await printList(ctx.output(), items(), { columns: options.columns, empty: options.empty });
  } finally {
    progress?.end();
  }
  const offset = paging.offset ?? 0;
  if (ctx.output().format !== 'table' || !ctx.io.isStderrTTY || paging.all) return;
  const count = (n: number) => n.toLocaleString('en-US');
  const from = offset > 0 ? ` from ${count(offset + 1)}` : '';
  if (total !== undefined && offset + shown < total) {
    ctx.io.stderr.write(`${count(shown)} of ${count(total)} ${options.noun}${from} — use --all or --limit N for more\n`);
  } else if (total === undefined && more) {
    ctx.io.stderr.write(`Shown: ${count(shown)}${from}; the store holds more ${options.noun} — use --all or --limit N for more\n`);
  }
}
