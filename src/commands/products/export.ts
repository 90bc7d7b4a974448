import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Command } from 'commander';
import * as z from 'zod';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { PRODUCT_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import { addListFlags, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { parseFlags } from '../shared/parse-flags.js';

export interface ProductsExportFlags extends ListFlags {
  format?: string;
  output?: string;
}

const ExportFlagsSchema = z.object({
  format: z.enum(['csv', 'json', 'jsonl'], { error: 'expected csv, json or jsonl' }).default('csv'),
  output: z.string().min(1).optional(),
});

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('export')
    .description('Write the catalog as CSV, JSON or JSON lines (imports back to the same catalog)')
    .option('--format <csv|json|jsonl>', 'the file format (default csv)')
    .option('--output <file>', 'write to this file instead of stdout');
  addListFlags(command);
  withExamples(
    command,
    'store products export --output catalog.csv',
    'store products export --format jsonl > catalog.jsonl',
    `store products export --filter '{"collectionIds":{"$hasSome":["<collection id>"]}}' --format json`,
    'store products export --output backup.csv && store products import backup.csv --dry-run',
  );
  command.action((flags: ProductsExportFlags) => runProductsExport(flags, ctx));
}

export async function runProductsExport(flags: ProductsExportFlags, ctx: Context): Promise<void> {
  const { format, output } = parseFlags(ExportFlagsSchema, flags);
  const { query, paging } = toListRequest(flags, PRODUCT_QUERY_FIELDS);
  // Unless --limit says otherwise, an export is the whole (filtered) catalog.
  const pages = flags.limit === undefined ? { ...paging, all: true } : paging;
  const client = await ctx.client({ admin: true });
  const { exportProducts } = await import('../../catalog/export/export-products.js');
  if (output === undefined) {
    await exportProducts(client, ctx.io, { format, query, paging: pages });
    return;
  }
  const file = createWriteStream(output, { flags: 'w' });
  try {
    await once(file, 'open');
  } catch (error) {
    throw new UsageError(`--output: cannot write ${output}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let count: number;
  try {
    count = await exportProducts(client, { ...ctx.io, stdout: file, isStdoutTTY: false }, { format, query, paging: pages });
  } finally {
    file.end();
    await once(file, 'finish');
  }
  const out = ctx.output();
  if (out.format === 'table') ctx.io.stderr.write(`Exported ${count} product${count === 1 ? '' : 's'} to ${output}\n`);
  else await printEntity(out, { products: count, output });
}
