// Issue #25 item 7 for `products import`: after rows failed, the hint is the same import with its flags and
// `--resume` (commands/products/import-again.ts), which sends only the rows that failed; the products that landed are
// not written again — skipped by the journal while the file is unchanged, and looked up and left as they are once the
// failed rows are fixed in it. The counts printed agree with what happened. One body, a V1 and a V3 store.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempFile } from '../../../../helpers/catalog.js';
import { shellWords } from '../../../../helpers/shell-words.js';
import { main } from '../../../../../src/cli.js';
import { harness, remoteEnv, tempHome } from '../../support/harness.js';
import { storeAgainst } from '../../support/store-against.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('retrying only the import rows that failed, on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  const home = tempHome();

  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);
  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !/query|search|count/i.test(r.path));

  it('the hint is the same import with its flags and --resume; run as given, only the failed row is sent', async () => {
    // Row 2 reprices an existing product (lands); row 3 names no product, which --mode update fails alone (a file
    // check cannot know: whether a product exists is the store's answer).
    const file = tempFile('retry.csv', 'slug;name;price\nceramic-mug;;15\nnew-lamp;;20\n');
    const first = await store(['products', 'import', file, '--delimiter', ';', '--mode', 'update']);
    expect(first.code).toBe(6);
    expect(first.stderr).toContain('error: 1 of the file\'s items failed');
    expect(first.stderr).not.toContain('Run the same command again');
    const retry = /Retry only the 1 failed row \(the 1 product that landed is not written again\): (.*)/.exec(first.stderr)?.[1];
    expect(retry).toBe(`store products import ${file} --mode update --delimiter ';' --resume`);

    // As given, the file unchanged: the row that landed is skipped (no write for it); the failed one fails again.
    sandbox.requests.length = 0;
    const again = await store([...shellWords(retry!).slice(1), '--json']);
    expect(again.code).toBe(6);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, updated: 0, unchanged: 1, failed: 1 });
    expect(writes()).toEqual([]);

    // The failed row fixed in the file: the retry updates it; the product that landed is looked up and left alone.
    writeFileSync(file, 'slug;name;price\nceramic-mug;;15\noak-cutting-board;;20\n');
    sandbox.requests.length = 0;
    const fixed = await store([...shellWords(retry!).slice(1), '--json']);
    expect(fixed.code).toBe(0);
    expect(JSON.parse(fixed.stdout)).toMatchObject({ created: 0, updated: 1, unchanged: 1, failed: 0 });
    const mug = JSON.parse((await store(['products', 'get', 'ceramic-mug', '--json'])).stdout).id as string;
    expect(writes().length).toBeGreaterThan(0);
    expect(writes().filter((r) => `${r.path} ${r.body}`.includes(mug))).toEqual([]);
  });

  it('piped on stdin, the hint says to pipe the same file again to the import with its --format and --resume', async () => {
    const rows = '{"slug":"ceramic-mug","price":"16"}\n{"slug":"new-vase","price":"9"}\n';
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, stdin: rows });
    const code = await main(['products', 'import', '-', '--format', 'jsonl', '--mode', 'update'], h.ctx).finally(() => h.ctx.close());
    expect(code).toBe(6);
    expect(h.io.stderrText()).toContain('Retry only the 1 failed row (the 1 product that landed is not written again): pipe the same file again to `store products import - --format jsonl --mode update --resume`');
  });
});
