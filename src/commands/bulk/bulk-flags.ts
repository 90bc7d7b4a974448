// Flags shared by `store bulk set|adjust|undo`: which products, --dry-run, --backup, --concurrency.
import type { EntityFields } from '../../io/entity-fields.js';
import type { Command } from 'commander';
import * as z from 'zod';
import { checkFilterFields, parseFilter } from '../shared/query-flags.js';
import { PRODUCT_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import { LIST_PRODUCTS_FIELDS } from '../../wire/api/catalog-v3/query-fields.js';
import { unionFields, type QueryFields } from '../../wire/api/query-fields.js';
import { targetFlagCount, targetSpec, wrongTargetCount, type TargetSpec } from '../../catalog/core/bulk/target-spec.js';
import { readIdsFile } from '../../catalog/core/bulk/ids-file.js';
import { concurrencyFlag } from '../shared/concurrency-flag.js';
import { parseFlags } from '../shared/parse-flags.js';

export interface TargetFlagValues {
  ids?: string;
  /** A file of ids or slugs, one a line (what a partly failed change writes beside its backup). */
  idsFrom?: string;
  collection?: string;
  filter?: string;
  all?: boolean;
}

export interface RunFlags {
  dryRun?: boolean;
  backup?: string;
  concurrency?: string;
}

export function addTargetFlags(command: Command): Command {
  return command
    .option('--ids <list>', 'these products: ids or slugs, comma-separated')
    .option('--ids-from <file>', 'the products a file names: ids or slugs, one a line (a partly failed change writes one beside its backup)')
    .option('--collection <collection>', 'every product in this collection (Catalog V3: category; name, id or slug)')
    .option('--filter <json>', `products matching the platform's filter, e.g. '{"name":{"$startsWith":"Sun"}}'; by price: '{"actualPriceRange.minValue.amount":{"$lt":10}}' on Catalog V3, '{"priceData.price":{"$lt":10}}' on V1`)
    .option('--all', 'every product in the store');
}

export function addRunFlags(command: Command, what: string): Command {
  return command
    .option('--dry-run', 'show the preview and stop: nothing is written, no backup')
    .option('--backup <file>', `where to save the prior values before ${what} (default: <data dir>/backups/bulk-<time>.json)`)
    .option('--concurrency <n>', 'requests in flight at most (1–64, default 8); an undo uses the same');
}

/** `--concurrency`, checked (exit 2 naming the flag) before anything is sent. */
export function concurrencyOf(flags: RunFlags): number {
  return parseFlags(z.object({ concurrency: concurrencyFlag }), { concurrency: flags.concurrency }).concurrency;
}

/** The product filter fields of either catalog version: a field neither declares is refused before the version is asked. */
const EITHER_VERSION: QueryFields = unionFields('product', PRODUCT_QUERY_FIELDS, LIST_PRODUCTS_FIELDS);

/**
 * Exactly one of the target flags, parsed (`--ids-from`'s file read); a UsageError otherwise (before anything is sent). A `--filter` field
 * neither catalog version declares is refused here; `checkTargetFilter` then checks it against the store's version.
 */
export async function toTargetSpec(flags: TargetFlagValues): Promise<TargetSpec> {
  const { idsFrom, ...rest } = flags;
  const filter = flags.filter === undefined ? undefined : parseFilter(flags.filter, EITHER_VERSION);
  if (idsFrom === undefined) return targetSpec({ ...rest, filter });
  if (targetFlagCount({ ...rest, filter }) > 0) throw wrongTargetCount(2);
  return { kind: 'ids', keys: await readIdsFile(idsFrom, '--ids-from') };
}

/** The `--filter` against the fields the store's catalog version declares (exit 2 naming the valid ones). */
export function checkTargetFilter(spec: TargetSpec, declared: QueryFields | undefined, entity?: EntityFields): void {
  if (spec.kind === 'filter') checkFilterFields(spec.filter, declared, entity);
}

/** The target flags as they were typed, for the backup's record of the command. */
export function targetWords(flags: TargetFlagValues): Array<string | undefined> {
  return [
    ...(flags.ids !== undefined ? ['--ids', flags.ids] : []),
    ...(flags.idsFrom !== undefined ? ['--ids-from', flags.idsFrom] : []),
    ...(flags.collection !== undefined ? ['--collection', flags.collection] : []),
    ...(flags.filter !== undefined ? ['--filter', flags.filter] : []),
    flags.all ? '--all' : undefined,
  ];
}
