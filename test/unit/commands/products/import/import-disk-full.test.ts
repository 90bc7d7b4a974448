// Issue #26 item 9: the disk fills while the import journal is written. The import stops starting writes (those in
// flight finish), says what was written with the right counts, names the failure (ENOSPC, the journal's path),
// says how to go on, and exits 1; a --resume after that ends with the whole file imported, nothing twice.
// The full disk is simulated by failing the journal's writes from the 40th line on (node:fs writeSync, injected).
import type * as fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const disk = vi.hoisted(() => ({ journalLines: 0, fullAfter: Infinity }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const writeSync = ((fd: number, data: unknown, ...rest: unknown[]) => {
    if (typeof data === 'string' && data.startsWith('{"key":') && ++disk.journalLines > disk.fullAfter) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    }
    return (real.writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync;
  return { ...real, writeSync, default: { ...real, writeSync } };
});

const { runProductsImport } = await import('../../../../../src/commands/products/import.js');
const { exitCodeOf } = await import('../../../../../src/io/cli-errors.js');
const { simpleProductsCsv, tempFile } = await import('../../../../helpers/catalog.js');
const { runProductsList } = await import('../../../../../src/commands/products/list.js');
const { startTestSandbox } = await import('../../../../helpers/sandbox.js');
const { harness, remoteEnv, tempHome } = await import('../../support/harness.js');

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
const PRODUCTS = 150;

describe.each(['v1', 'v3'] as const)('a full disk while the import journal is written, on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ demo: false, catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.sandbox.reset({ demo: false });
    disk.journalLines = 0;
    disk.fullAfter = Infinity;
  });

  /** Slug → how many products have it. */
  async function slugsInStore(): Promise<Map<string, number>> {
    const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
    await runProductsList({ all: true }, h.ctx);
    await h.ctx.close();
    const counts = new Map<string, number>();
    for (const product of h.json<Array<{ slug: string }>>()) counts.set(product.slug, (counts.get(product.slug) ?? 0) + 1);
    return counts;
  }

  async function importAs(home: Record<string, string>, file: string, flags: Record<string, unknown>, globals: Record<string, unknown>) {
    const h = harness({ env: { ...remoteEnv(sandbox), ...home }, globals });
    const error = await runProductsImport(file, flags, h.ctx).then(() => undefined, (caught: unknown) => caught);
    await h.ctx.close();
    return { error, stdout: h.io.stdoutText(), stderr: h.io.stderrText() };
  }

  it('stops, says what was written (right counts), names ENOSPC and the journal, exits 1; --resume finishes', async () => {
    const home = tempHome();
    const file = tempFile('catalog.csv', simpleProductsCsv(PRODUCTS));
    disk.fullAfter = 40;
    const stopped = await importAs(home, file, {}, {});
    expect(exitCodeOf(stopped.error)).toBe(1);
    const message = (stopped.error as Error).message;
    expect(message).toMatch(/^the import journal could not be written: cannot write \S+\/journals\/[0-9a-f]{32}\.jsonl: the disk is full \(ENOSPC\)$/);
    const said = stopped.stderr.match(/^Stopped after (\d+) of 150 products \((\d+) created, 0 updated, 0 unchanged, 0 failed\)\.$/m);
    expect(said, stopped.stderr).not.toBeNull();
    const [, done, created] = said!.map(Number);
    // The counts are the store's: every product said to be created is there, and no more than were.
    const inStore = (await slugsInStore()).size;
    expect(created).toBe(done);
    expect(inStore).toBe(created);
    expect(done).toBeGreaterThanOrEqual(40);
    // V3 writes 100 products a call, several calls at once: those in flight when the disk filled finish too.
    expect(done).toBeLessThanOrEqual(PRODUCTS);
    expect(stopped.stderr).toContain(`Free some space, then continue with: store products import ${file} --resume`);
    expect(stopped.stderr).not.toMatch(/\/150 products \(\d+ failed\)/);

    disk.fullAfter = Infinity;
    const resumed = await importAs(home, file, { resume: true }, { json: true });
    expect(resumed.error).toBeUndefined();
    expect(JSON.parse(resumed.stdout)).toMatchObject({ created: PRODUCTS - created, failed: 0 });
    const products = await slugsInStore();
    expect(products.size).toBe(PRODUCTS);
    expect([...products.values()].every((copies) => copies === 1)).toBe(true);
  });

  it('--json: the summary of what was written, marked stopped, then the error object', async () => {
    const file = tempFile('catalog.csv', simpleProductsCsv(60));
    disk.fullAfter = 10;
    const stopped = await importAs(tempHome(), file, {}, { json: true });
    expect(exitCodeOf(stopped.error)).toBe(1);
    const summary = JSON.parse(stopped.stdout);
    expect(summary).toMatchObject({ stopped: 'journal', total: 60, journal: { code: 'ENOSPC', path: expect.stringMatching(/\.jsonl$/) } });
    expect(summary.created).toBe(summary.done);
    expect((await slugsInStore()).size).toBe(summary.created);
  });
});
