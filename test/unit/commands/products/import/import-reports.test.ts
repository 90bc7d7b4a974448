// Issue #15 item 12: an import reports every bad cell of a row, rows in order, whatever the format; a long piped
// import prints a progress line to stderr at intervals.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../../src/io/cli-errors.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { simpleProductsCsv, tempFile } from '../../../../helpers/catalog.js';
import { harness, remoteEnv } from '../../support/harness.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });

  describe('import reports', () => {
    it('JSON lines: a row with a wrongly typed field still has its other bad cells reported, rows in order', async () => {
      const file = tempFile(
        'bad.jsonl',
        [
          JSON.stringify({ slug: 'a', name: 'A', priceData: { price: -1 }, weight: 'x', discount: { type: 'PERCENT', value: 150 } }),
          JSON.stringify({ slug: 'b', name: 'B', priceData: { price: 2 } }),
          JSON.stringify({ slug: 'c', name: 'C', priceData: { price: 'free' } }),
        ].join('\n'),
      );
      const h = harness({ env: remoteEnv(sandbox) });
      const error = await runProductsImport(file, {}, h.ctx).catch((e: unknown) => e);
      await h.ctx.close();
      expect(error).toBeInstanceOf(UsageError);
      const lines = (error as Error).message.split('\n').slice(1).map((line) => line.trim());
      expect(lines).toEqual([
        'row 1, column weight, value "\\"x\\"": must be a number',
        'row 1, column priceData.price, value "-1": must be at least 0',
        'row 1, column discount.value, value "150": a PERCENT discount is at most 100',
        'row 3, column priceData.price, value "\\"free\\"": must be a number',
      ]);
    });

    it('a long piped import logs progress at each tenth; a short one stays quiet', async () => {
      const long = harness({ env: remoteEnv(sandbox) });
      await runProductsImport(tempFile('long.csv', simpleProductsCsv(120, 'log')), {}, long.ctx);
      await long.ctx.close();
      const lines = long.io.stderrText().trim().split('\n');
      expect(lines).toHaveLength(10);
      expect(lines[0]).toBe('imported 12/120 products');
      expect(lines.at(-1)).toBe('imported 120/120 products');

      const short = harness({ env: remoteEnv(sandbox) });
      await runProductsImport(tempFile('short.csv', simpleProductsCsv(5, 'quiet')), {}, short.ctx);
      await short.ctx.close();
      expect(short.io.stderrText()).toBe('');
    });
  });
});
