// Issue #25 item 7 and #37 item 7 for `bulk set|adjust stock`: after a partial failure the hint retries exactly the
// variants that failed (`--ids-from` the file beside the backup, one `product/variant` a line: the rule of
// commands/bulk/retry-failed.ts), so running it never moves a changed variant twice — also in a product some of whose
// variants changed; one count, of variants, on stdout and stderr alike. One body, a V1 and a V3 store.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { shellWords } from '../../../helpers/shell-words.js';
import { main } from '../../../../src/cli.js';
import { harness, remoteEnv, runForJson, tempHome } from '../support/harness.js';
import { storeAgainst } from '../support/store-against.js';
import { createStockProducts } from '../support/stock-products.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('retrying only the stock that failed, on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();

  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);
  const json = (verb: Parameters<typeof runForJson>[1]) => runForJson(() => harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true, yes: true } }), verb);
  /** Each variant's counted quantity, by SKU. */
  async function levels(): Promise<Record<string, number>> {
    const rows = JSON.parse((await store(['inventory', 'list', '--all', '--json'])).stdout) as Array<{ sku: string; quantity: number }>;
    return Object.fromEntries(rows.map((r) => [r.sku, r.quantity]));
  }
  async function count(levels: Record<string, number>): Promise<void> {
    for (const [sku, quantity] of Object.entries(levels)) expect((await store(['inventory', 'set', sku, String(quantity)])).stderr).toBe('');
  }

  beforeEach(async () => {
    await createStockProducts(json, 'Bulk');
    // Every variant counted (Catalog V1 counts all of a product's variants or none), then each set as a test needs.
    expect((await store(['bulk', 'set', 'stock', '10', '--all', '--yes'])).code).toBe(0);
  });

  it('the hint retries only the variant that failed; run as given after the fix, it moves that variant alone', async () => {
    await count({ 'MUG-1': 5, 'HAT-S': 10, 'HAT-M': 10 });
    const first = await store(['bulk', 'adjust', 'stock', '-8', '--ids', 'bulk-mug,bulk-hat', '--yes']);
    expect(first.code).toBe(6);
    expect(first.stdout).toContain('2 products matched (3 variants) — 2 will change, 1 cannot (1 product), 0 unchanged');
    expect(first.stdout).toContain('Changed the stock of 2 of 3 variants (1 product); 1 could not be changed.');
    expect(first.stderr).toContain('error: 1 of 3 variants could not be changed');
    expect(first.stderr).not.toContain('run again');
    const retry = /Retry only the 1 variant that failed \(the 2 changed are not in it\): (.*)/.exec(first.stderr)?.[1];
    const backup = /Backup: (\S+)/.exec(first.stdout)![1];
    const file = backup.replace(/\.json$/, '.failed.txt');
    expect(retry).toBe(`store bulk adjust stock -8 --ids-from ${file}`);
    expect(readFileSync(file, 'utf8')).toMatch(/^[^#\s/]+\/[^#\s/]+ {2}# MUG-1$/m);
    expect(await levels()).toEqual({ 'MUG-1': 5, 'HAT-S': 2, 'HAT-M': 2 });

    // The person fixes what failed (stock arrives), then runs the hint's command as given.
    await count({ 'MUG-1': 20 });
    const again = await store([...shellWords(retry!).slice(1), '--yes']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Changed the stock of 1 of 1 variant (1 product). Backup');
    expect(await levels()).toEqual({ 'MUG-1': 12, 'HAT-S': 2, 'HAT-M': 2 });
  });

  it('a write that fails (the product deleted between the preview and the write) puts its variants alone in the file', async () => {
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) } });
    // Answered yes once the plan is made; the hat is deleted right then, so its write is refused (not found).
    h.ctx.confirm = async () => (await store(['products', 'delete', 'bulk-hat', '--yes'])).code === 0;
    const code = await main(['bulk', 'adjust', 'stock', '+1', '--ids', 'bulk-mug,bulk-hat'], h.ctx).finally(() => h.ctx.close());
    expect(code).toBe(6);
    expect(h.io.stdoutText()).toContain('Changed the stock of 1 of 3 variants (1 product); 2 could not be changed.');
    expect(h.io.stderrText()).toContain('error: 2 of 3 variants could not be changed');
    const retry = /Retry only the 2 variants that failed \(the 1 changed are not in it\): store bulk adjust stock \+1 --ids-from (\S+)/.exec(h.io.stderrText());
    expect(readFileSync(retry![1], 'utf8')).toMatch(/^[^#\s/]+\/[^#\s/]+ {2}# HAT-S$/m);
    expect(readFileSync(retry![1], 'utf8')).toMatch(/^[^#\s/]+\/[^#\s/]+ {2}# HAT-M$/m);
    expect(readFileSync(retry![1], 'utf8')).not.toContain('MUG-1');
    expect(await levels()).toEqual({ 'MUG-1': 11 });
  });

  it('a product changed in part: the file names its failed variant alone; run as given after the fix, only that variant moves', async () => {
    await count({ 'MUG-1': 10, 'HAT-S': 10, 'HAT-M': 3 });
    const first = await store(['bulk', 'adjust', 'stock', '-5', '--ids', 'bulk-mug,bulk-hat', '--yes']);
    expect(first.code).toBe(6);
    expect(first.stdout).toContain('Changed the stock of 2 of 3 variants (2 products); 1 could not be changed.');
    expect(first.stderr).toContain('error: 1 of 3 variants could not be changed');
    expect(first.stderr).not.toContain('changed in part');
    const retry = /Retry only the 1 variant that failed \(the 2 changed are not in it\): (.*)/.exec(first.stderr)?.[1];
    const file = /--ids-from (\S+)/.exec(retry!)![1];
    expect(readFileSync(file, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([expect.stringMatching(/^[^#\s/]+\/[^#\s/]+ {2}# HAT-M$/)]);
    expect(await levels()).toEqual({ 'MUG-1': 5, 'HAT-S': 5, 'HAT-M': 3 });

    await count({ 'HAT-M': 8 });
    const again = await store([...shellWords(retry!).slice(1), '--yes']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Changed the stock of 1 of 1 variant (1 product). Backup');
    expect(await levels()).toEqual({ 'MUG-1': 5, 'HAT-S': 5, 'HAT-M': 3 });
  });
});
