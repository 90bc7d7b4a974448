// Issue #14 finding 10: an import's error report echoes a bad cell cut to a readable length, with its size —
// two 1 MB cells once made 4 MB of stderr. Covers the exit-2 message, the printed error, --report and --dry-run.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../../src/io/cli-errors.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { reportError } from '../../../../../src/io/report-error.js';
import { CSV_HEADER, tempFile } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../../support/harness.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox({ catalog, demo: false });
  });
  afterAll(() => sb.close());

  const MB = 1024 * 1024;
  const hugePrice = `9${'x'.repeat(MB - 1)}`;
  const hugeFlag = 'y'.repeat(MB);
  const file = () => tempFile('huge.csv', [CSV_HEADER, `big-price,Big,,${hugePrice},,,,,,,,,,,,,,,,,,,`, `big-flag,Flag,,2,,,,${hugeFlag},,,,,,,,,,,,,,,`].join('\n'));

  async function run(flags: Record<string, unknown>, json: boolean) {
    const h = harness({ env: remoteEnv(sb), globals: { json } });
    const error = await runProductsImport(file(), flags, h.ctx).then(() => undefined, (e: unknown) => e);
    if (error) reportError(h.io, error, { json, verbose: false });
    await h.ctx.close();
    return { h, error };
  }

  describe('echoed cell values are cut, with their size', () => {
    it('exit 2: the message and the printed error stay small and say how big each cell was', async () => {
      for (const json of [false, true]) {
        const { h, error } = await run({}, json);
        expect(error).toBeInstanceOf(UsageError);
        const stderr = h.io.stderrText();
        expect(stderr.length).toBeLessThan(4000);
        expect(stderr).toContain('1,048,576 characters');
        expect(stderr).toContain('row 2');
        expect(stderr).toContain('row 3');
      }
    });

    it('--report and --dry-run --json carry the cut value and its full length', async () => {
      const report = tempFile('report.jsonl', '');
      const { error } = await run({ skipInvalid: true, report }, true);
      expect(error).toBeUndefined();
      const text = readFileSync(report, 'utf8');
      expect(text.length).toBeLessThan(4000);
      const cells = text.trim().split('\n').map((line) => JSON.parse(line)).flatMap((line) => line.errors ?? []);
      expect(cells).toHaveLength(2);
      for (const cell of cells) {
        expect(cell.valueLength).toBe(MB);
        expect(cell.value.length).toBeLessThan(120);
      }
      const dry = await run({ skipInvalid: true, dryRun: true }, true);
      expect(dry.h.io.stdoutText().length).toBeLessThan(4000);
      expect(JSON.parse(dry.h.io.stdoutText()).rows.invalid[0]).toMatchObject({ valueLength: MB });
    });
  });
});
