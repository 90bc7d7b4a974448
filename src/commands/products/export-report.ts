// What `products export` says when it is done: the warnings of what the file could not say, the products it could not
// write at all (exit 6), an interruption (exit 130), and the count written to --output.
import { PartialFailureError } from '../../client/errors.js';
import type { ExportOutcome } from '../../catalog/core/export/export-products.js';
import type { Context } from '../../context.js';
import { InterruptedError } from '../../io/cli-errors.js';
import { write } from '../../io/io.js';
import { printEntity } from '../../io/present.js';

const plural = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

export async function reportExport(outcome: ExportOutcome, output: string | undefined, ctx: Context): Promise<void> {
  const { count, unsaid, refused } = outcome;
  const where = output === undefined ? 'the output' : output;
  const products = plural(count);
  for (const warning of unsaid) await write(ctx.io.stderr, `Warning: ${plural(warning.products)}: ${warning.message}.\n`);
  for (const product of refused) await write(ctx.io.stderr, `Not exported: ${product.slug}: ${product.reason}.\n`);
  if (outcome.interrupted) {
    await write(ctx.io.stderr, `Interrupted after ${products}: ${where} is incomplete. Export again to have every product.\n`);
    throw new InterruptedError(`export interrupted after ${products}`);
  }
  if (output !== undefined) {
    const out = ctx.output();
    if (out.format === 'table') ctx.io.stderr.write(`Exported ${products} to ${output}\n`);
    else await printEntity(out, { products: count, output, ...(unsaid.length > 0 ? { warnings: unsaid } : {}) });
  }
  if (refused.length > 0) {
    throw new PartialFailureError(`${plural(refused.length)} not exported: the file's format cannot hold them`, refused, {
      hint: 'Export them with --format csv (the store\'s own CSV holds every product), or give them fewer options first.',
    });
  }
}
